/** The public docs site's keys; the docs admin invalidates `sections` when it changes the menu. */
export const docsKeys = {
  sections: ['docs', 'sections'] as const,
  content: (sectionSlug: string, contentSlug: string) =>
    ['docs', 'content', sectionSlug, contentSlug] as const,
};
