import { PANEL_ERROR_TEXTS } from './error-texts.panel.ts';
import { PUBLIC_ERROR_TEXTS } from './error-texts.public.ts';

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
export const ERROR_TEXTS = { ...PUBLIC_ERROR_TEXTS, ...PANEL_ERROR_TEXTS } as const;

export { PANEL_ERROR_TEXTS, PUBLIC_ERROR_TEXTS };

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
  const text: string = ERROR_TEXTS[code] ?? ERROR_TEXTS.invalid;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
