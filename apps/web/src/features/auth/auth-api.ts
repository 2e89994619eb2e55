import { AUTH_PATHS, type LoginAnswer, type LoginInput } from '@siar/shared';
import { api } from '../../api/client.ts';

export const LOGIN_PATH = AUTH_PATHS.login;
export const LOGOUT_PATH = AUTH_PATHS.logout;

export function logIn(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(LOGIN_PATH, input);
}

export function logOut(): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(LOGOUT_PATH);
}
