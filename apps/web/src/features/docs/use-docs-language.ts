import { isLanguage, type Language } from '@siar/shared';
import { useTranslation } from 'react-i18next';

/** The reader's language (the `language` cookie's, through i18n), which picks the docs' variants. */
export function useDocsLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
