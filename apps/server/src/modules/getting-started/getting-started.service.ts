import type { GettingStarted } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import * as repo from './getting-started.repo.ts';

/** The dashboard's first-run checklist: each step ticks itself from what the account has done. */
export function gettingStarted(db: Database, accountId: string): Promise<GettingStarted> {
  return repo.firstSteps(db, accountId);
}

export async function dismissGettingStarted(db: Database, accountId: string): Promise<GettingStarted> {
  await repo.dismiss(db, accountId);
  return repo.firstSteps(db, accountId);
}
