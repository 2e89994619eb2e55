export const onboardingKeys = {
  /** Labels come in the visitor's language, so each language has its own entry. */
  selectOptions: (language: string) => ['onboarding', 'select-options', language] as const,
  availability: (kind: string, value: string) => ['onboarding', 'availability', kind, value] as const,
};
