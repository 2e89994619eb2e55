import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { transitionAll } from '../db/transitions.ts';

/**
 * A reconnect storm on a gateway (`whatsapp/gateway/reconnect-storm.ts`): the running campaigns
 * whose rotation still uses one of these devices pause with `reconnect_storm`, so none of their
 * devices goes on sending into what may be a ban wave. The devices stay in the rotation; only
 * Resume starts the campaign again (nothing resumes a paused campaign by itself). Answers the
 * campaigns paused, with their account.
 */
export async function pauseCampaignsForStorm(
  db: Database,
  deviceIds: readonly string[],
): Promise<{ id: string; accountId: string }[]> {
  if (deviceIds.length === 0) return [];
  const paused = await transitionAll(
    db,
    'campaign',
    sql`id in (select campaign_id from campaign_devices
               where device_id = any(${sql.param([...deviceIds])}::uuid[]) and removed_at is null)`,
    'paused',
    {
      from: ['running'],
      patch: { statusReason: 'reconnect_storm' },
      note: { reason: 'reconnect storm on its gateway' },
    },
  );
  return paused.map((row) => ({ id: row.id, accountId: row.accountId }));
}
