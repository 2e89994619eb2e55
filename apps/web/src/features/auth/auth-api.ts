import { AUTH_PATHS, type LoginAnswer, type LoginInput } from '@siar/shared';
import { api } from '../../api/client.ts';

export function logIn(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(AUTH_PATHS.login, input);
}

export function logOut(): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(AUTH_PATHS.logout);
}
