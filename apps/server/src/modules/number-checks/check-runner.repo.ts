import type { NumberCheckResult } from '@siar/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, numberCheckItems, numberChecks, waDevices, waOutbox } from '../../db/schema/index.ts';
import { transition } from '../../db/transitions.ts';
import type { NumberCheckRow } from './number-checks.repo.ts';

// The runner's queries: which devices here may ask, which check goes next per account, a device's
// load, claiming a batch of numbers, and writing its answers with the progress in one transaction.

/** A claimed number that got no answer within this long (its runner died) may be claimed again. */
export const CLAIM_STALE_MS = 60_000;

/** Of these devices (the ones this process runs), the connected, unpaused ones and their accounts. */
export async function readyDevices(db: Database, deviceIds: string[]) {
  if (deviceIds.length === 0) return [];
  return db
    .select({ id: waDevices.id, accountId: waDevices.accountId })
    .from(waDevices)
    .where(
      and(inArray(waDevices.id, deviceIds), eq(waDevices.state, 'connected'), eq(waDevices.paused, false)),
    );
}

/** Each account's oldest queued or running check: one runs at a time per account, the others wait. */
export async function nextChecks(db: Database, accountIds: string[]): Promise<NumberCheckRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .selectDistinctOn([numberChecks.accountId])
    .from(numberChecks)
    .where(
      and(inArray(numberChecks.accountId, accountIds), inArray(numberChecks.status, ['queued', 'running'])),
    )
    .orderBy(asc(numberChecks.accountId), asc(numberChecks.createdAt), asc(numberChecks.id));
}

export interface DeviceLoad {
  id: string;
  /** Numbers it asked about in the hour before now (claims included), from every process. */
  lastHour: number;
  lastAt: Date | null;
  /** Messages waiting in its outbox. */
  queued: number;
}

export async function deviceLoads(db: Database, deviceIds: string[], now: Date): Promise<DeviceLoad[]> {
  if (deviceIds.length === 0) return [];
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const rows = await db
    .select({
      id: waDevices.id,
      lastHour: sql<number>`(select count(*)::int from ${numberCheckItems} i where i.device_id = ${waDevices.id} and i.checked_at > ${hourAgo.toISOString()}::timestamptz)`,
      lastAt: sql<
        string | null
      >`(select (extract(epoch from max(i.checked_at)) * 1000)::float8 from ${numberCheckItems} i where i.device_id = ${waDevices.id})`,
      queued: sql<number>`(select count(*)::int from ${waOutbox} o where o.device_id = ${waDevices.id} and o.state = 'queued')`,
    })
    .from(waDevices)
    .where(inArray(waDevices.id, deviceIds));
  return rows.map((row) => ({
    id: row.id,
    lastHour: Number(row.lastHour),
    lastAt: row.lastAt === null ? null : new Date(Number(row.lastAt)),
    queued: Number(row.queued),
  }));
}

/**
 * Takes the check's next unanswered numbers for a device: marks them asked by it now (so they
 * count against its hour at once, in every process), skipping rows another runner is claiming.
 */
export async function claimItems(db: Database, checkId: string, deviceId: string, size: number, now: Date) {
  const stale = new Date(now.getTime() - CLAIM_STALE_MS);
  const rows = await db.execute(sql`
    update ${numberCheckItems} set device_id = ${deviceId}::uuid, checked_at = ${now.toISOString()}::timestamptz
    where (check_id, seq) in (
      select check_id, seq from ${numberCheckItems}
      where check_id = ${checkId}::uuid and result is null
        and (device_id is null or checked_at < ${stale.toISOString()}::timestamptz)
      order by seq limit ${size} for update skip locked)
    returning seq, phone`);
  const result = (rows as unknown as { rows: { seq: number; phone: string }[] }).rows;
  return result.sort((a, b) => a.seq - b.seq);
}

/** Gives claimed numbers back unanswered (the engine failed): they are asked again, not counted. */
export async function releaseClaims(db: Database, checkId: string, deviceId: string, seqs: number[]) {
  if (seqs.length === 0) return;
  await db
    .update(numberCheckItems)
    .set({ deviceId: null, checkedAt: null })
    .where(
      and(
        eq(numberCheckItems.checkId, checkId),
        eq(numberCheckItems.deviceId, deviceId),
        isNull(numberCheckItems.result),
        inArray(numberCheckItems.seq, seqs),
      ),
    );
}

async function lockCheck(tx: Database, checkId: string) {
  const [row] = await tx.select().from(numberChecks).where(eq(numberChecks.id, checkId)).for('update');
  return row;
}

/** The check completes once every number has its answer. */
export async function completeIfAnswered(db: Database, checkId: string, now: Date) {
  const [open] = await db
    .select({ seq: numberCheckItems.seq })
    .from(numberCheckItems)
    .where(and(eq(numberCheckItems.checkId, checkId), isNull(numberCheckItems.result)))
    .limit(1);
  if (open) return false;
  await transition(db, 'numberCheck', { id: checkId, scope: 'system' }, ['running'], 'completed', {
    finishedAt: now,
  });
  return true;
}

export interface BatchAnswer {
  seq: number;
  phone: string;
  onWhatsapp: boolean;
}

/**
 * A batch's answers, the check's counters and the contacts' cache in one transaction: a crash
 * keeps all of it or none. Answers of a check cancelled meanwhile are dropped; numbers another
 * runner claimed again since (this one stalled) are left to it. Answers how many were written.
 */
export async function recordAnswers(
  db: Database,
  check: { id: string; accountId: string },
  deviceId: string,
  answers: BatchAnswer[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await lockCheck(tx, check.id);
    if (locked?.status !== 'running') return 0;
    const values = sql.join(
      answers.map((a) => sql`(${a.seq}::int, ${a.onWhatsapp ? 'on_whatsapp' : 'not_on_whatsapp'}::text)`),
      sql`, `,
    );
    const written = (
      (await tx.execute(sql`
        update ${numberCheckItems} i set result = v.result, checked_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(seq, result)
        where i.check_id = ${check.id}::uuid and i.seq = v.seq and i.device_id = ${deviceId}::uuid and i.result is null
        returning i.phone, i.result`)) as unknown as { rows: { phone: string; result: NumberCheckResult }[] }
    ).rows;
    if (written.length === 0) return 0;
    const on = written.filter((row) => row.result === 'on_whatsapp').length;
    await tx
      .update(numberChecks)
      .set({
        checked: sql`${numberChecks.checked} + ${written.length}`,
        onWhatsapp: sql`${numberChecks.onWhatsapp} + ${on}`,
        notOnWhatsapp: sql`${numberChecks.notOnWhatsapp} + ${written.length - on}`,
      })
      .where(eq(numberChecks.id, check.id));
    const cache = sql.join(
      written.map((row) => sql`(${row.phone}::text, ${row.result === 'on_whatsapp'}::boolean)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${contacts} c set on_whatsapp = v.found, whatsapp_checked_at = ${now.toISOString()}::timestamptz
      from (values ${cache}) as v(phone, found)
      where c.account_id = ${check.accountId}::uuid and c.phone = v.phone`);
    await completeIfAnswered(tx, check.id, now);
    return written.length;
  });
}
