import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { contactFailure } from './contact-errors.ts';

describe('contactFailure', () => {
  it('sorts field errors from the captcha reason', () => {
    const error = new ApiError(400, {
      email: ['…'],
      captcha: ['…'],
      field_codes: { email: [{ code: 'email_invalid' }], captcha: [{ code: 'captcha_expired' }] },
    });
    expect(contactFailure(error)).toEqual({
      fields: { email: { code: 'email_invalid' } },
      reason: { code: 'captcha_expired' },
    });
  });

  it('gives the reason of a refusal for too many messages', () => {
    const error = new ApiError(429, { detail: '…', code: 'contact_rate_limited' });
    expect(contactFailure(error)).toEqual({ fields: {}, reason: { code: 'contact_rate_limited' } });
  });

  it('has nothing to add for a network failure or a server error', () => {
    expect(contactFailure(new ApiError(0, null))).toEqual({ fields: {} });
    expect(contactFailure(new ApiError(500, { detail: 'Internal Server Error' }))).toEqual({ fields: {} });
  });
});
