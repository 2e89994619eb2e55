import { ACCESS_ERROR_TEXTS } from './error-texts.access.ts';
import { ACCOUNT_ERROR_TEXTS } from './error-texts.accounts.ts';
import { BILLING_ERROR_TEXTS } from './error-texts.billing.ts';
import { DOCS_ERROR_TEXTS } from './error-texts.docs.ts';
import { INPUT_ERROR_TEXTS } from './error-texts.input.ts';

/**
 * The English texts the public pages may show (sign-up, login, pricing, the docs site): the
 * browser's first chunk carries only these; the panels' texts come with the panels' own chunk.
 */
export const PUBLIC_ERROR_TEXTS = {
  ...INPUT_ERROR_TEXTS,
  ...ACCESS_ERROR_TEXTS,
  ...ACCOUNT_ERROR_TEXTS,
  ...BILLING_ERROR_TEXTS,
  ...DOCS_ERROR_TEXTS,
} as const;
