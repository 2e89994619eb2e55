import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const CAPTCHA_CONFIG_PATH = '/api/v1/captcha/config/';
export const ALTCHA_CHALLENGE_PATH = '/api/v1/captcha/challenge/';

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha';
  site_key: string | null;
}

/** Which captcha this installation uses; it does not change while the page is open. */
export function useCaptchaConfig() {
  return useQuery({
    queryKey: queryKeys.captchaConfig,
    queryFn: () => api.get<CaptchaConfig>(CAPTCHA_CONFIG_PATH),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
