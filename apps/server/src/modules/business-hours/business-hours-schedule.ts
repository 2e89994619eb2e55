import type { BusinessHoursSchedule } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { accountTimeZone } from '../accounts/index.ts';
import * as repo from './business-hours.repo.ts';

/** DESIGN: schedules are read in the account's zone, Jakarta when it has none. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** A stored zone when Intl knows it, else Jakarta (a bad stored name must not break a read). */
export function usableZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The account's zone (see `usableZone`). */
export async function timeZoneOf(db: Database, accountId: string): Promise<string> {
  return usableZone(await accountTimeZone(db, accountId));
}

/**
 * The account's business hours and the zone they are read in (for isOpenAt / nextOpening), or null
 * when the account has set no hours (no `business_hours` row).
 */
export async function businessHoursOf(
  db: Database,
  accountId: string,
): Promise<{ schedule: BusinessHoursSchedule; timeZone: string } | null> {
  const row = await repo.findWeekly(db, accountId);
  if (!row) return null;
  const [exceptions, timeZone] = await Promise.all([
    repo.listExceptions(db, accountId),
    timeZoneOf(db, accountId),
  ]);
  return {
    schedule: { weekly: row.weekly, exceptions: exceptions.map(({ date, spans }) => ({ date, spans })) },
    timeZone,
  };
}
