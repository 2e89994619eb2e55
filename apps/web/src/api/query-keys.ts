/** Query keys in one place, so a mutation can invalidate exactly what it changed. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  docs: {
    sections: ['docs', 'sections'] as const,
    content: (sectionSlug: string, contentSlug: string) =>
      ['docs', 'content', sectionSlug, contentSlug] as const,
  },
};
