import { MESSAGES } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { loginErrorText } from './login-errors.ts';

describe('loginErrorText', () => {
  it('reads the first non_field_errors item of a 400', () => {
    const error = new ApiError(400, { non_field_errors: [MESSAGES.invalidCredentials, 'second'] });
    expect(loginErrorText(error)).toBe('Unable to log in with provided credentials.');
    expect(loginErrorText(new ApiError(400, { non_field_errors: [MESSAGES.captchaExpired] }))).toBe(
      'reCAPTCHA expired. Please re-verify.',
    );
  });

  it('says so when no answer came', () => {
    expect(loginErrorText(new ApiError(0, null))).toBe('Network error or server unavailable.');
  });

  it('shows the detail of a refusal for too many attempts', () => {
    const detail = 'Too many failed login attempts. Please wait 15 minutes and try again.';
    expect(loginErrorText(new ApiError(429, { detail }))).toBe(detail);
  });

  it('falls back to "Invalid credentials" for any other answer', () => {
    for (const error of [
      new ApiError(500, { detail: 'Internal Server Error' }),
      new ApiError(500, '<html>'),
      new ApiError(403, { detail: 'CSRF verification failed.' }),
      new ApiError(400, { username: ['Please enter your username.'] }),
      new Error('boom'),
    ]) {
      expect(loginErrorText(error)).toBe('Invalid credentials. Please try again.');
    }
  });
});
