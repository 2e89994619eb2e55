import type { LoginInput, SessionUser } from '@siar/shared';
import { api } from '../../api/client.ts';

export const LOGIN_PATH = '/api/v1/auth/web-login/';
export const LOGOUT_PATH = '/api/v1/auth/logout/';

export interface LoginAnswer {
  detail: string;
  user: SessionUser;
  redirect_to: string;
}

export function logIn(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(LOGIN_PATH, input);
}

export function logOut(): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(LOGOUT_PATH);
}
