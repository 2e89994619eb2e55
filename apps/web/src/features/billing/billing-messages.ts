import { BILLING_MESSAGES } from '@siar/shared';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { translateMessage } from '../../app/messages.ts';

/**
 * The billing texts the server answers with, in English word for word: the spec's (shared
 * `BILLING_MESSAGES`) and the server's own. Their translations are `billing.messages.<name>`.
 */
export const BILLING_SERVER_TEXTS = {
  ...BILLING_MESSAGES,
  paymentExpired: 'This payment has expired. Please create a new one.',
  awaitingCannotCancel:
    'This payment is awaiting confirmation by our team and can no longer be cancelled. Contact support if you did not pay.',
  noSubscriptionToCancel: 'You have no active subscription to cancel.',
  paymentNotFound: 'Payment not found.',
  methodUnavailable: 'This payment method is not available.',
  chooseMethod: 'Please choose a payment method.',
  tooManyOpen: 'Too many payments are open right now. Please try again in a few minutes.',
} as const;

const keyByText = new Map<string, string>(
  Object.entries(BILLING_SERVER_TEXTS).map(([name, text]) => [text, `billing.messages.${name}`]),
);

/** A known server text in the current language; anything else as the app translates it. */
export function translateBillingMessage(t: TFunction, text: string): string {
  const key = keyByText.get(text);
  return key ? t(key) : translateMessage(t, text);
}

/**
 * The message to show for a failed call: the server's own text when it sent one (translated
 * when known), otherwise the given fallback key. A lost connection says so.
 */
export function billingErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return translateMessage(t, error.message);
    if (error.status < 500 && error.message && !error.message.startsWith('Request failed')) {
      return translateBillingMessage(t, error.message);
    }
  }
  return t(fallbackKey);
}

export function useBillingErrorMessage(): (error: unknown, fallbackKey: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: string) => billingErrorMessage(t, error, fallbackKey),
    [t],
  );
}
