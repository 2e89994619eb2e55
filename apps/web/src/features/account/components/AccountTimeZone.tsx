import type { ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, TimeZoneContext } from '../../../app/format.ts';
import { useProfile } from '../hooks/use-profile.ts';

/**
 * Every time in the customer panel in the account's time zone (its profile's), the zone the
 * server counts its days in; the server's default zone until the profile arrives or if it names none.
 */
export function AccountTimeZone({ children }: { children: ReactNode }) {
  const timeZone = useProfile().data?.timezone || DEFAULT_TIME_ZONE;
  return <TimeZoneContext value={timeZone}>{children}</TimeZoneContext>;
}
