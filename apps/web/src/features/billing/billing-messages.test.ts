import { BILLING_MESSAGES } from '@siar/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import en from '../../locales/billing.en.json';
import { BILLING_SERVER_TEXTS, billingErrorMessage, translateBillingMessage } from './billing-messages.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const i18nPlaceholders = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

describe('billing texts', () => {
  it('are the server and spec texts word for word in English', () => {
    const messages = en.billing.messages as Record<string, string>;
    for (const [name, text] of Object.entries(BILLING_SERVER_TEXTS)) {
      expect(messages[name], name).toBe(i18nPlaceholders(text));
    }
    expect(messages.planSelected).toBe('Plan selected: {{name}}');
    expect(Object.keys(BILLING_MESSAGES).every((name) => name in messages)).toBe(true);
  });

  it('translate a known server text and keep an unknown one', () => {
    expect(translateBillingMessage(t, 'Invalid or expired coupon code.')).toBe(
      't:billing.messages.couponInvalid',
    );
    expect(translateBillingMessage(t, 'Something else.')).toBe('Something else.');
  });

  it("prefer the server's detail, falling back to the given text", () => {
    const conflict = new ApiError(409, { detail: BILLING_MESSAGES.openPaymentExists });
    expect(billingErrorMessage(t, conflict, 'billing.messages.paymentCreateFailed')).toBe(
      't:billing.messages.openPaymentExists',
    );
    const crash = new ApiError(500, { detail: 'Internal Server Error' });
    expect(billingErrorMessage(t, crash, 'billing.messages.paymentCreateFailed')).toBe(
      't:billing.messages.paymentCreateFailed',
    );
    expect(billingErrorMessage(t, new Error('x'), 'billing.messages.paymentCreateFailed')).toBe(
      't:billing.messages.paymentCreateFailed',
    );
    const empty = new ApiError(400, null);
    expect(billingErrorMessage(t, empty, 'billing.messages.paymentCreateFailed')).toBe(
      't:billing.messages.paymentCreateFailed',
    );
  });
});
