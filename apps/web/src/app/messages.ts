import type { ErrorRef } from '@siar/shared';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { looksLikeErrorCode } from './error-codes.ts';

/**
 * What the browser itself says (spec section 8), by the name of its text under `messages.` in the
 * locale files. Everything the server says arrives as an error code, translated under `errors.`.
 */
export const CLIENT_MESSAGES = {
  accountCreated: 'accountCreated',
  loginFailed: 'loginFailed',
  loginSucceeded: 'loginSucceeded',
  network: 'network',
  usernameCheckFailed: 'usernameCheckFailed',
  emailCheckFailed: 'emailCheckFailed',
  phoneCheckFailed: 'phoneCheckFailed',
  selectOptionsFailed: 'selectOptionsFailed',
  contactFailed: 'contactFailed',
  contactThanks: 'contactThanks',
} as const;
export type ClientMessage = keyof typeof CLIENT_MESSAGES;

/** A thing to say: an error code (with its parameters) or the name of a browser message. */
export type MessageRef = string | ErrorRef;

/** A message in the current language; a name nobody knows is shown as it came. */
export function translateMessage(t: TFunction, ref: MessageRef): string {
  const { code, params } = typeof ref === 'string' ? { code: ref, params: undefined } : ref;
  // An error code the locale files know (the English ones are the shared catalogue's).
  const text = looksLikeErrorCode(code) ? t(`errors.${code}`, { ...params, defaultValue: '' }) : '';
  if (text) return text;
  if (Object.hasOwn(CLIENT_MESSAGES, code)) return t(`messages.${code}`);
  return code;
}

export function useTranslateMessage(): (ref: MessageRef) => string {
  const { t } = useTranslation();
  return useCallback((ref: MessageRef) => translateMessage(t, ref), [t]);
}

/**
 * What to show for a failed call: the server's reason by its code; a lost connection says so;
 * otherwise (a 5xx, or no code) the screen's own `fallbackKey`.
 */
export function apiErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  return apiErrorReason(t, error) ?? t(fallbackKey);
}

/** The server's reason for a refusal, or a lost connection, in the current language; else undefined. */
export function apiErrorReason(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.isNetworkError) return t('messages.network');
  const reason = error.reason;
  // A 500's reason says nothing a reader can use; a 503's says why not now (a full gateway).
  if (!reason || (error.status >= 500 && error.status !== 503)) return undefined;
  const text = translateMessage(t, reason);
  // A code no locale file knows (a newer server): the screen's own words instead.
  return text === reason.code ? undefined : text;
}

export function useApiErrorMessage(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown, fallbackKey: string) => apiErrorMessage(t, error, fallbackKey), [t]);
}
