import { useQuery } from '@tanstack/react-query';
import { sandboxPhoneKeys } from '../devices.query-keys.ts';
import { fetchSandboxOffer } from '../sandbox-phone-api.ts';

/** What the scanned QR links; asked once: a spent or expired QR answers 404 and stays so. */
export function useSandboxOffer(token: string) {
  return useQuery({
    queryKey: sandboxPhoneKeys.offer(token),
    queryFn: () => fetchSandboxOffer(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
