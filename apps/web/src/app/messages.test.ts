import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { loginErrorText } from '../features/auth/login-errors.ts';
import billingId from '../locales/billing.id.json';
import errorsId from '../locales/errors.id.json';
import id from '../locales/id.json';
import { englishResources } from '../test/english-resources.ts';
import { apiErrorMessage, translateMessage } from './messages.ts';

// The real locale files (English errors from the shared catalogue, as i18n.ts adds them), so each
// case shows what a customer reads.
const resources = {
  ...englishResources,
  id: { translation: { ...id, ...billingId, ...errorsId } },
};
const translators: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const language of ['en', 'id']) {
    const i18n = createInstance();
    await i18n.init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false } });
    translators[language] = i18n.t;
  }
});
const say = (language: string, error: unknown, fallback = 'billing.messages.paymentCreateFailed') =>
  apiErrorMessage(translators[language]!, error, fallback);

describe('server errors are translated by their code', () => {
  const taken = new ApiError(409, { detail: 'whatever English', code: 'open_payment_exists' });

  it('in English, from the shared catalogue', () => {
    expect(say('en', taken)).toMatch(/^You already have an open payment/);
  });

  it('in Indonesian, whatever English text the server sent', () => {
    expect(say('id', taken)).not.toMatch(/You already/);
    expect(say('id', taken)).toBe(translators.id!('errors.open_payment_exists'));
  });

  it('with their parameters filled in', () => {
    const limit = new ApiError(403, {
      detail: '…',
      code: 'device_limit_reached',
      params: { plan: 'Starter', limit: '5', current: '5' },
    });
    expect(say('en', limit)).toBe(
      'Your Starter plan allows up to 5 WhatsApp devices, and you have 5. Upgrade your plan to add more.',
    );
    expect(say('id', limit)).toContain('Starter');
    expect(say('id', limit)).toContain('5');
  });

  it('a field error by the field’s code', () => {
    const field = new ApiError(400, {
      coupon_code: ['…'],
      field_codes: { coupon_code: [{ code: 'coupon_invalid' }] },
    });
    expect(say('en', field)).toBe('Invalid or expired coupon code.');
  });

  it('a lost connection says so; a 5xx or an answer without a code shows the screen’s own text', () => {
    expect(say('en', new ApiError(0, null))).toBe('Network error or server unavailable.');
    expect(say('en', new ApiError(500, { detail: 'x', code: 'server_error' }))).toBe(
      'An error occurred while creating the payment.',
    );
    expect(say('en', new ApiError(502, '<html>'))).toBe('An error occurred while creating the payment.');
  });

  it('a 503 says why not now, by its code (a full gateway)', () => {
    const full = new ApiError(503, { detail: 'x', code: 'gateway_full' });
    expect(say('en', full)).toMatch(/room for another device/);
  });
});

describe('the login form’s notice', () => {
  const shown = (error: unknown) => translateMessage(translators.en!, loginErrorText(error));

  it('reads the first non_field_errors code of a 400', () => {
    const wrong = new ApiError(400, {
      non_field_errors: ['…'],
      field_codes: { non_field_errors: [{ code: 'invalid_credentials' }] },
    });
    expect(shown(wrong)).toBe('Unable to log in with provided credentials.');
  });

  it('says so when too many attempts were made, and when no answer came', () => {
    const throttled = new ApiError(429, { detail: '…', code: 'login_throttled', params: { minutes: 15 } });
    expect(shown(throttled)).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
    expect(shown(new ApiError(0, null))).toBe('Network error or server unavailable.');
  });

  it('falls back to "Invalid credentials" for any other answer', () => {
    for (const error of [
      new ApiError(500, { detail: 'Internal Server Error' }),
      new ApiError(403, { detail: '…', code: 'csrf_mismatch' }),
      new Error('boom'),
    ]) {
      expect(shown(error)).toBe('Invalid credentials. Please try again.');
    }
  });
});
