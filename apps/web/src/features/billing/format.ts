import type { MantineColor } from '@mantine/core';

/** Dates are shown in Jakarta time (WIB), where Siar's billing days end. */
export const BILLING_TIME_ZONE = 'Asia/Jakarta';

const INTL_LOCALES: Record<string, string> = { en: 'en-GB', id: 'id-ID', bn: 'bn-BD', my: 'my-MM' };

function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[language ?? 'en'] ?? 'en-GB';
}

export function formatDate(iso: string, language?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: BILLING_TIME_ZONE,
  }).format(new Date(iso));
}

export function formatDateTime(iso: string, language?: string): string {
  return `${new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BILLING_TIME_ZONE,
  }).format(new Date(iso))} WIB`;
}

/** A calendar date (YYYY-MM-DD) of an instant in Jakarta time, as date inputs hold it. */
export function jakartaDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: BILLING_TIME_ZONE,
  }).format(new Date(iso));
}

/** The spec's status colours (section 4, "Admin status colours"). */
export function subscriptionStatusColor(status: number): MantineColor {
  if (status === 1) return 'green';
  if (status === 2 || status === 3) return 'red';
  return 'dark';
}

export function paymentStatusColor(status: number): MantineColor {
  if (status === 1) return 'dark';
  if (status === 2) return 'orange';
  if (status === 3) return 'green';
  return 'red';
}
