import { CAPTCHA_PATHS, type CaptchaConfig } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { captchaKeys } from '../captcha.query-keys.ts';

/** Which captcha this installation uses; it does not change while the page is open. */
export function useCaptchaConfig() {
  return useQuery({
    queryKey: captchaKeys.config,
    queryFn: () => api.get<CaptchaConfig>(CAPTCHA_PATHS.config),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
