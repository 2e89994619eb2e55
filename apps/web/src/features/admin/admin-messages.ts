import { BILLING_MESSAGES } from '@siar/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { translateMessage } from '../../app/messages.ts';

/** The admin API's own texts, word for word; their translations are `admin.messages.<name>`. */
export const ADMIN_SERVER_TEXTS = {
  endedNotEditable: 'An ended subscription cannot be edited.',
  onlyEndedDeletable: 'Only ended subscriptions can be deleted.',
  alreadySubscribed: 'This account already has a subscription in force. Edit that one instead.',
  endDateFuture: 'The end date must be in the future.',
  endDateAfterStart: 'The end date must be after the start date.',
  subscriptionNotFound: 'Subscription not found.',
  accountNotFound: 'Account not found.',
  paymentNotFound: 'Payment not found.',
  chooseAccount: 'Choose a customer account.',
  validDate: 'Enter a valid date.',
  changeSomething: 'Change at least one of plan, billing cycle, end date, status.',
  paymentRejected: 'Payment rejected.',
  paymentConfirmed: BILLING_MESSAGES.paymentConfirmedStaff,
} as const;

const keyByText = new Map<string, string>(
  Object.entries(ADMIN_SERVER_TEXTS).map(([name, text]) => [text, `admin.messages.${name}`]),
);

export function translateAdminMessage(t: TFunction, text: string): string {
  const key = keyByText.get(text);
  return key ? t(key) : translateMessage(t, text);
}

/** The server's reason for a refused staff action (translated when known), or undefined. */
export function adminErrorDetail(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.isNetworkError) return translateMessage(t, error.message);
  if (error.status >= 500 || error.message.startsWith('Request failed')) return undefined;
  return translateAdminMessage(t, error.message);
}
