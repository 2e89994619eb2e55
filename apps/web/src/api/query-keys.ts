/** Query keys in one place, so a mutation can invalidate exactly what it changed. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  captchaConfig: ['captcha', 'config'] as const,
  onboarding: {
    /** Labels come in the visitor's language, so each language has its own entry. */
    selectOptions: (language: string) => ['onboarding', 'select-options', language] as const,
    availability: (kind: string, value: string) => ['onboarding', 'availability', kind, value] as const,
  },
  docs: {
    sections: ['docs', 'sections'] as const,
    content: (sectionSlug: string, contentSlug: string) =>
      ['docs', 'content', sectionSlug, contentSlug] as const,
  },
};
