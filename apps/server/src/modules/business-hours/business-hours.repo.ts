import type { OpenSpan, WeeklySpans } from '@siar/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { businessHours, businessHoursExceptions } from '../../db/schema/index.ts';

export type BusinessHoursRow = typeof businessHours.$inferSelect;
export type BusinessHoursExceptionRow = typeof businessHoursExceptions.$inferSelect;

/** The account's weekly hours, or undefined when it has set none. */
export async function findWeekly(db: Database, accountId: string): Promise<BusinessHoursRow | undefined> {
  const [row] = await db.select().from(businessHours).where(eq(businessHours.accountId, accountId));
  return row;
}

export async function saveWeekly(db: Database, accountId: string, weekly: WeeklySpans): Promise<void> {
  await db
    .insert(businessHours)
    .values({ accountId, weekly })
    .onConflictDoUpdate({ target: businessHours.accountId, set: { weekly, updatedAt: new Date() } });
}

/** The account's dated exceptions, by date. */
export async function listExceptions(db: Database, accountId: string): Promise<BusinessHoursExceptionRow[]> {
  return db
    .select()
    .from(businessHoursExceptions)
    .where(eq(businessHoursExceptions.accountId, accountId))
    .orderBy(asc(businessHoursExceptions.date));
}

export async function findException(
  db: Database,
  accountId: string,
  exceptionId: string,
): Promise<BusinessHoursExceptionRow | undefined> {
  const [row] = await db
    .select()
    .from(businessHoursExceptions)
    .where(
      and(eq(businessHoursExceptions.id, exceptionId), eq(businessHoursExceptions.accountId, accountId)),
    );
  return row;
}

/** Whether another exception of the account (than `exceptOf`) is on this date. */
export async function dateTaken(
  db: Database,
  accountId: string,
  date: string,
  exceptOf?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: businessHoursExceptions.id })
    .from(businessHoursExceptions)
    .where(
      and(
        eq(businessHoursExceptions.accountId, accountId),
        eq(businessHoursExceptions.date, date),
        exceptOf ? ne(businessHoursExceptions.id, exceptOf) : undefined,
      ),
    );
  return !!row;
}

export interface ExceptionValues {
  date: string;
  name: string;
  spans: OpenSpan[];
}

/**
 * Adds an exception unless the account has `limit` already ('limit') or one on that date ('taken').
 * The count and the insert hold the account's lock, so two adds at once cannot pass the limit.
 */
export async function insertException(
  db: Database,
  accountId: string,
  values: ExceptionValues,
  limit: number,
): Promise<BusinessHoursExceptionRow | 'limit' | 'taken'> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, `business-hours-exceptions:${accountId}`);
    const [counted] = await tx
      .select({ n: count() })
      .from(businessHoursExceptions)
      .where(eq(businessHoursExceptions.accountId, accountId));
    if ((counted?.n ?? 0) >= limit) return 'limit';
    const [row] = await tx
      .insert(businessHoursExceptions)
      .values({ accountId, ...values })
      .onConflictDoNothing()
      .returning();
    return row ?? 'taken';
  });
}

export async function updateException(
  db: Database,
  accountId: string,
  exceptionId: string,
  values: ExceptionValues,
): Promise<BusinessHoursExceptionRow | undefined> {
  const [row] = await db
    .update(businessHoursExceptions)
    .set(values)
    .where(and(eq(businessHoursExceptions.id, exceptionId), eq(businessHoursExceptions.accountId, accountId)))
    .returning();
  return row;
}

export async function deleteException(
  db: Database,
  accountId: string,
  exceptionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(businessHoursExceptions)
    .where(and(eq(businessHoursExceptions.id, exceptionId), eq(businessHoursExceptions.accountId, accountId)))
    .returning({ id: businessHoursExceptions.id });
  return rows.length > 0;
}
