import type { Database } from '../../db/client.ts';
import { accountTimeZone } from '../accounts/index.ts';
import type { LiveEvents } from '../live/live-events.ts';
import type { PlannerJobs } from './planner.jobs.ts';

export interface PlannerDeps {
  db: Database;
  live: LiveEvents;
  jobs: PlannerJobs;
}

/** The zone a series or the calendar is read in: the account's, Asia/Jakarta when it has none. */
export async function zoneOf(db: Database, accountId: string): Promise<string> {
  return (await accountTimeZone(db, accountId)) ?? 'Asia/Jakarta';
}
