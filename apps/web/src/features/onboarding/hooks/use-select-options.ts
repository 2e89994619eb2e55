import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onboardingKeys } from '../onboarding.query-keys.ts';
import { fetchSelectOptions } from '../onboarding-api.ts';

/**
 * Countries, time zones and industries for step 2, labelled in the current language: the
 * switcher writes the `language` cookie before it changes the language, so a new language is a
 * new query that the server answers in it.
 */
export function useSelectOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: onboardingKeys.selectOptions(i18n.resolvedLanguage ?? 'en'),
    queryFn: fetchSelectOptions,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
