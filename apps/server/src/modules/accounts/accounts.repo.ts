import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

// An account's own settings that other features read (its country for numbers and languages, its
// time zone for days and clocks), one query each.

/** The account's country (ISO code), or undefined when the account is gone or never said. */
export async function accountCountry(db: Database, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.country ?? undefined;
}

/** The account's time zone, or null when the account is gone. */
export async function accountTimeZone(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ timezone: accounts.timezone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.timezone ?? null;
}

/** Whether an account with this id exists. */
export async function accountExists(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return !!row;
}
