import { ACCESS_ERROR_TEXTS } from './error-texts.access.ts';
import { ACCOUNT_ERROR_TEXTS } from './error-texts.accounts.ts';
import { AUTOMATION_ERROR_TEXTS } from './error-texts.automation.ts';
import { BILLING_ERROR_TEXTS } from './error-texts.billing.ts';
import { BUSINESS_HOURS_ERROR_TEXTS } from './error-texts.business-hours.ts';
import { CAMPAIGN_ERROR_TEXTS } from './error-texts.campaigns.ts';
import { CHAT_ERROR_TEXTS } from './error-texts.chats.ts';
import { CONTACT_ERROR_TEXTS } from './error-texts.contacts.ts';
import { DEVICE_ERROR_TEXTS } from './error-texts.devices.ts';
import { DOCS_ERROR_TEXTS } from './error-texts.docs.ts';
import { INPUT_ERROR_TEXTS } from './error-texts.input.ts';
import { INTEGRATION_ERROR_TEXTS } from './error-texts.integrations.ts';
import { NUMBER_CHECK_ERROR_TEXTS } from './error-texts.number-checks.ts';
import { PLANNER_ERROR_TEXTS } from './error-texts.planner.ts';

/**
 * Every error the API can answer, by a stable code, with its English text. Bodies keep the spec's
 * shapes and add the code (`{"detail": text, "code": code}`, or field errors with `field_codes`);
 * the browser translates by code (`errors.<code>` in the locale files), the English comes from here.
 * `{{name}}` marks a parameter, sent beside the code in `params`.
 *
 * Quoted texts of the spec (sections 5 and 8) are kept word for word.
 *
 * The texts live by area in `error-texts.<area>.ts` beside this file; this is the one table of them.
 */
export const ERROR_TEXTS = {
  ...INPUT_ERROR_TEXTS,
  ...ACCESS_ERROR_TEXTS,
  ...ACCOUNT_ERROR_TEXTS,
  ...BILLING_ERROR_TEXTS,
  ...DEVICE_ERROR_TEXTS,
  ...CONTACT_ERROR_TEXTS,
  ...CAMPAIGN_ERROR_TEXTS,
  ...CHAT_ERROR_TEXTS,
  ...DOCS_ERROR_TEXTS,
  ...INTEGRATION_ERROR_TEXTS,
  ...AUTOMATION_ERROR_TEXTS,
  ...NUMBER_CHECK_ERROR_TEXTS,
  ...BUSINESS_HOURS_ERROR_TEXTS,
  ...PLANNER_ERROR_TEXTS,
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;
export type ErrorParams = Record<string, string | number>;

/** The code and parameters of one message, as bodies carry them. */
export interface ErrorRef {
  code: ErrorCode;
  params?: ErrorParams;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/** The English text of a code, its parameters filled in. */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  const text: string = ERROR_TEXTS[code];
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
