import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** The first steps the account has taken, each an existence check over its own rows. */
export async function firstSteps(db: Database, accountId: string) {
  const [row] = await rawRows<{
    device_paired: boolean;
    contacts_imported: boolean;
    campaign_sent: boolean;
    dismissed: boolean;
  }>(
    db,
    sql`select
          exists (select 1 from wa_devices where account_id = ${accountId} and phone_number is not null) as device_paired,
          exists (select 1 from contacts where account_id = ${accountId}) as contacts_imported,
          exists (select 1 from campaigns where account_id = ${accountId} and started_at is not null) as campaign_sent,
          coalesce((select getting_started_dismissed_at is not null from accounts where id = ${accountId}), false) as dismissed`,
  );
  return row!;
}

/** Hides the checklist; a second call keeps the first time. */
export async function dismiss(db: Database, accountId: string): Promise<void> {
  await db.execute(
    sql`update accounts set getting_started_dismissed_at = coalesce(getting_started_dismissed_at, now())
        where id = ${accountId}`,
  );
}
