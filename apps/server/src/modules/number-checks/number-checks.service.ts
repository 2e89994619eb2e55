import type { NumberCheckWait } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { transition } from '../../db/transitions.ts';
import { AppError } from '../../http/errors.ts';
import { toNumberAnswer, toNumberCheck } from './number-check-view.ts';
import * as repo from './number-checks.repo.ts';

// Reading and cancelling checks. Starting one is start-check.ts; running them, number-check-runner.ts.

/** How many checks the panel lists (the latest first). */
const LISTED_CHECKS = 5;

/**
 * Why a queued or running check does not move now, as the page tells it: an earlier check of the
 * account goes first, no device of the account is connected (paused ones do not check), or every
 * connected one has asked its hour's numbers.
 */
async function waitingOf(
  db: Database,
  row: repo.NumberCheckRow,
  perHour: number,
  now: Date,
): Promise<NumberCheckWait | null> {
  if (row.status !== 'queued' && row.status !== 'running') return null;
  if (await repo.hasEarlierActiveCheck(db, row)) return 'other_check';
  const devices = await repo.accountCheckingDevices(db, row.accountId, new Date(now.getTime() - 3_600_000));
  if (devices.length === 0) return 'no_device';
  return devices.every((device) => Number(device.lastHour) >= perHour) ? 'hourly_limit' : null;
}

export async function viewOf(db: Database, row: repo.NumberCheckRow, perHour: number) {
  return toNumberCheck(row, await waitingOf(db, row, perHour, new Date()));
}

async function ownCheck(db: Database, accountId: string, checkId: string) {
  const row = await repo.findCheck(db, accountId, checkId);
  if (!row) throw AppError.notFound('number_check_not_found');
  return row;
}

export async function numberCheck(db: Database, accountId: string, checkId: string, perHour: number) {
  return viewOf(db, await ownCheck(db, accountId, checkId), perHour);
}

/** A check with every number's answer so far (the REST API's). */
export async function numberCheckWithAnswers(
  db: Database,
  accountId: string,
  checkId: string,
  perHour: number,
) {
  const row = await ownCheck(db, accountId, checkId);
  const items = await repo.checkItems(db, row.id);
  return { ...(await viewOf(db, row, perHour)), results: items.map(toNumberAnswer) };
}

export async function latestNumberChecks(db: Database, accountId: string, perHour: number) {
  const rows = await repo.latestChecks(db, accountId, LISTED_CHECKS);
  return { results: await Promise.all(rows.map((row) => viewOf(db, row, perHour))) };
}

/** Stops a queued or running check; the answers it found stay (on the contacts too). */
export async function cancelNumberCheck(
  db: Database,
  caller: { accountId: string; userId: string },
  checkId: string,
  perHour: number,
) {
  const { accountId } = caller;
  const row = await ownCheck(db, accountId, checkId);
  const moved = await transition(
    db,
    'numberCheck',
    { id: row.id, scope: { accountId } },
    ['queued', 'running'],
    'cancelled',
    { finishedAt: new Date() },
    { by: { user: caller.userId } },
  );
  if (!moved) throw AppError.conflict('number_check_finished');
  return viewOf(db, moved, perHour);
}
