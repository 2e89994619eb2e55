import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { contactFailure } from './contact-errors.ts';

describe('contactFailure', () => {
  it('sorts field errors from the captcha reason', () => {
    const error = new ApiError(400, {
      email: ['Please enter a valid email address'],
      captcha: ['reCAPTCHA expired. Please re-verify.'],
    });
    expect(contactFailure(error)).toEqual({
      fields: { email: 'Please enter a valid email address' },
      reason: 'reCAPTCHA expired. Please re-verify.',
    });
  });

  it('gives the reason of a refusal for too many messages', () => {
    const detail = 'You have sent several messages in a short time. Please try again in an hour.';
    expect(contactFailure(new ApiError(429, { detail }))).toEqual({ fields: {}, reason: detail });
  });

  it('has nothing to add for a network failure or a server error', () => {
    expect(contactFailure(new ApiError(0, null))).toEqual({ fields: {} });
    expect(contactFailure(new ApiError(500, { detail: 'Internal Server Error' }))).toEqual({ fields: {} });
  });
});
