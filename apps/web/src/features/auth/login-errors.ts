import { ApiError } from '../../api/api-error.ts';
import { CLIENT_MESSAGES } from '../../app/messages.ts';

/**
 * The English text a failed login shows (spec section 8, "Login"): no answer at all is a
 * network error; a refusal for too many attempts says so; otherwise the first
 * `non_field_errors` item (wrong credentials, a captcha that failed or expired); anything else
 * is "Invalid credentials". The caller translates it.
 */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return CLIENT_MESSAGES.loginFailed;
  if (error.isNetworkError) return CLIENT_MESSAGES.network;
  const body = error.body as { detail?: unknown; non_field_errors?: unknown } | null;
  if (error.status === 429 && typeof body?.detail === 'string') return body.detail;
  const first = Array.isArray(body?.non_field_errors) ? body.non_field_errors[0] : undefined;
  if (error.status === 400 && typeof first === 'string') return first;
  return CLIENT_MESSAGES.loginFailed;
}
