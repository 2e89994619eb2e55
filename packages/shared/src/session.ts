/** What `GET /api/v1/auth/session/` answers: who the browser is logged in as, if anyone. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
  /** The user's own email (forms such as the contact form start from it); staff may have none. */
  email: string | null;
  is_staff: boolean;
  account_id: string | null;
}

export interface SessionInfo {
  is_authenticated: boolean;
  user: SessionUser | null;
}

/** The error bodies of every failing call: field errors on 400, a `detail` otherwise. */
export type FieldErrors = Record<string, string[]>;
export interface DetailError {
  detail: string;
}
