import { ApiError } from '../../api/api-error.ts';
import { CLIENT_MESSAGES, type MessageRef } from '../../app/messages.ts';

/**
 * What a failed login shows (spec section 8, "Login"): no answer at all is a network error; a
 * refusal for too many attempts says so; otherwise the first `non_field_errors` item (wrong
 * credentials, a captcha that failed or expired); anything else is "Invalid credentials". The
 * caller translates it.
 */
export function loginErrorText(error: unknown): MessageRef {
  if (!(error instanceof ApiError)) return CLIENT_MESSAGES.loginFailed;
  if (error.isNetworkError) return CLIENT_MESSAGES.network;
  if (error.status === 429 && error.reason) return error.reason;
  const first = error.fieldCodes.non_field_errors?.[0];
  if (error.status === 400 && first) return first;
  return CLIENT_MESSAGES.loginFailed;
}
