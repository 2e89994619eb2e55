import { COOKIES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@siar/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import adminBn from '../locales/admin.bn.json';
import adminEn from '../locales/admin.en.json';
import adminId from '../locales/admin.id.json';
import adminMy from '../locales/admin.my.json';
import billingBn from '../locales/billing.bn.json';
import billingEn from '../locales/billing.en.json';
import billingId from '../locales/billing.id.json';
import billingMy from '../locales/billing.my.json';
import bn from '../locales/bn.json';
import en from '../locales/en.json';
import id from '../locales/id.json';
import my from '../locales/my.json';
import { setCookie } from './cookies.ts';
import { LANGUAGE_COOKIE_OPTIONS } from './language.ts';

// Billing and the admin panel keep their texts in files of their own (top-level keys `billing`, `admin`).
export const resources = {
  en: { translation: { ...en, ...billingEn, ...adminEn } },
  id: { translation: { ...id, ...billingId, ...adminId } },
  bn: { translation: { ...bn, ...billingBn, ...adminBn } },
  my: { translation: { ...my, ...billingMy, ...adminMy } },
} as const;

export async function initI18n(language: Language): Promise<typeof i18n> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // React escapes what it renders; escaping twice would show entities.
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return i18n;
}

/** What the switcher does: remember the choice for 5 years, then re-render in it. */
export async function setLanguage(language: Language): Promise<void> {
  setCookie(COOKIES.language, language, LANGUAGE_COOKIE_OPTIONS);
  await i18n.changeLanguage(language);
}
