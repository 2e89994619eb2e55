import type { MantineColor } from '@mantine/core';
import { calendarDate, formatsFor } from '../../app/format.ts';

/** Billing days are Jakarta's (WIB), where Siar's billing days end. */
export const BILLING_TIME_ZONE = 'Asia/Jakarta';

/** A subscription's day, as Jakarta counts it. */
export function formatDate(iso: string, language?: string): string {
  return formatsFor(language, BILLING_TIME_ZONE).date(iso);
}

/** A time in Jakarta with its zone ("5 Mar 2026, 17:07 WIB"), as staff see payments. */
export function formatDateTime(iso: string, language?: string): string {
  return formatsFor(language, BILLING_TIME_ZONE).dateTime(iso);
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
