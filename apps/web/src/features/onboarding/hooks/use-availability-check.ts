import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { onboardingKeys } from '../onboarding.query-keys.ts';
import { type AvailabilityField, checkAvailability } from '../onboarding-api.ts';

/** How long an answer is trusted: blur and Next on the same value ask the server once. */
const AVAILABILITY_FRESH_MS = 30_000;

/** Asks whether a username, email or phone number is still free; rejects when the server cannot say. */
export function useAvailabilityCheck(): (field: AvailabilityField, value: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    (field, value) =>
      queryClient.fetchQuery({
        queryKey: onboardingKeys.availability(field, value),
        queryFn: () => checkAvailability(field, value),
        staleTime: AVAILABILITY_FRESH_MS,
        retry: false,
      }),
    [queryClient],
  );
}
