import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * Counts a request in the key's current minute and answers the count: one upsert on one row per
 * account, so every API process shares the window (a fixed minute, started by its first request).
 */
export async function countRequest(
  db: Database,
  accountId: string,
): Promise<{ count: number; windowStart: Date }> {
  const [row] = await rawRows<{ count: number; window_start: string | Date }>(
    db,
    sql`insert into api_rate_windows (account_id, window_start, count) values (${accountId}, now(), 1)
        on conflict (account_id) do update set
          count = case when api_rate_windows.window_start > now() - interval '1 minute'
                       then api_rate_windows.count + 1 else 1 end,
          window_start = case when api_rate_windows.window_start > now() - interval '1 minute'
                              then api_rate_windows.window_start else now() end
        returning count, window_start`,
  );
  return { count: row!.count, windowStart: new Date(row!.window_start) };
}
