import { DatesProvider } from '@mantine/dates';
import { isLanguage, type Language } from '@siar/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekStartIndex } from '../app/week-start.ts';

// Month and weekday names of Mantine's date pickers come from dayjs's own locale data, so they
// are right even where the browser lacks the language's date data. English is built in.
const DAYJS_LOCALES: Partial<Record<Language, () => Promise<unknown>>> = {
  id: () => import('dayjs/locale/id'),
  bn: () => import('dayjs/locale/bn'),
  my: () => import('dayjs/locale/my'),
};

type Props = {
  children: ReactNode;
};

/** Date pickers inside name months and weekdays in the page's language, its week starting where it does. */
export function DatesLanguage({ children }: Props) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [locale, setLocale] = useState<Language>('en');

  useEffect(() => {
    const load = DAYJS_LOCALES[language];
    if (!load) {
      setLocale('en');
      return;
    }
    let current = true;
    // Until the names arrive (or if they cannot), the pickers stay in English.
    load()
      .then(() => current && setLocale(language))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: weekStartIndex(language) }}>{children}</DatesProvider>
  );
}
