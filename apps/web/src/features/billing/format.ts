import type { MantineColor } from '@mantine/core';
import { calendarDate, formatDate as formatDateIn } from '../../app/format-date.ts';

/** Dates are shown in Jakarta time (WIB), where Siar's billing days end. */
export const BILLING_TIME_ZONE = 'Asia/Jakarta';

export function formatDate(iso: string, language?: string): string {
  return formatDateIn(iso, language, { timeZone: BILLING_TIME_ZONE });
}

export function formatDateTime(iso: string, language?: string): string {
  return `${formatDateIn(iso, language, { withTime: true, timeZone: BILLING_TIME_ZONE })} WIB`;
}

/** A calendar date (YYYY-MM-DD) of an instant in Jakarta time, as date inputs hold it. */
export function jakartaDate(iso: string): string {
  return calendarDate(iso, BILLING_TIME_ZONE);
}

/** The spec's status colours (section 4, "Admin status colours"). */
export function subscriptionStatusColor(status: number): MantineColor {
  if (status === 1) return 'green';
  if (status === 2 || status === 3) return 'red';
  return 'dark';
}

/**
 * The same statuses as the customer sees them: a paid plan waiting for its first WhatsApp number
 * (2) is the next step, not a failure, so it is blue; the rest keep the spec's colours.
 */
export function customerSubscriptionStatusColor(status: number): MantineColor {
  return status === 2 ? 'blue' : subscriptionStatusColor(status);
}

export function paymentStatusColor(status: number): MantineColor {
  if (status === 1) return 'dark';
  if (status === 2) return 'orange';
  if (status === 3) return 'green';
  return 'red';
}
