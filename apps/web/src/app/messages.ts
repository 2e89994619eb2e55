import { MESSAGES } from '@siar/shared';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser's own texts of the spec's error catalogue (section 8) and the server's answers
 * that are not rules of a shared schema, in English, word for word. Their translations live in
 * the locale files under `messages.<name>`, beside those of the shared `MESSAGES`.
 */
export const CLIENT_MESSAGES = {
  loginFailed: 'Invalid credentials. Please try again.',
  loginSucceeded: 'Login successful.',
  tooManyLogins: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  network: 'Network error or server unavailable.',
  usernameCheckFailed: 'Failed to check username availability. Please try again later.',
  emailCheckFailed: 'Failed to check email availability. Please try again later.',
  phoneCheckFailed: 'Failed to check phone number availability. Please try again later.',
  selectOptionsFailed: 'Failed to load form options. Please refresh.',
  contactFailed: 'Sorry, there was an error sending your message. Please try again.',
  contactThanks: 'Thank you for your message! We will get back to you within 24 hours.',
  contactRateLimited: 'You have sent several messages in a short time. Please try again in an hour.',
  passwordTooLong: 'Password must be at most 128 characters long',
} as const;

/** Every known English text and the name of its translation (`messages.<name>`). */
export const KNOWN_MESSAGES: Readonly<Record<string, string>> = { ...MESSAGES, ...CLIENT_MESSAGES };

const keyByText = new Map<string, string>();
for (const [name, text] of Object.entries(KNOWN_MESSAGES)) {
  if (!keyByText.has(text)) keyByText.set(text, `messages.${name}`);
}

/** The locale key of a known English text (a server answer or a shared rule), if there is one. */
export function messageKey(text: string): string | undefined {
  return keyByText.get(text);
}

/** A known text in the current language; an unknown one (a server text we do not know) as it came. */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKey(text);
  return key ? t(key) : text;
}

export function useTranslateMessage(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => translateMessage(t, text), [t]);
}
