import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { completeIfDone, pauseIfNoDevice } from './campaign-progress.repo.ts';
import { outboxMoveCtes } from './outbox-moves.repo.ts';
import { UNKNOWN_OUTCOME_REASON } from './outbox-sender.ts';

type Touched = { account_id: string; campaign_id: string };

/**
 * Campaign sends that no sender will come back for: the device was deleted mid-send, or was
 * unlinked or banned and has had no gateway for two minutes. Whether they went out is unknown,
 * so they fail with that reason (a late receipt still marks them sent). Campaigns left with no
 * device pause; campaigns with nothing left to send complete.
 */
export async function reconcileStrandedSends(db: Database): Promise<Touched[]> {
  const failed = await rawRows<Touched>(
    db,
    sql`with ${outboxMoveCtes('stranded', {
      from: 'sending',
      to: 'failed',
      set: sql`failure_reason = ${UNKNOWN_OUTCOME_REASON}, failed_at = now()`,
      where: sql`o.campaign_id is not null and o.claimed_at < now() - interval '2 minutes'
            and (o.device_id is null or exists (
              select 1 from wa_devices d where d.id = o.device_id and d.state in ('logged_out', 'banned')
                and not exists (select 1 from wa_device_leases l where l.device_id = d.id and l.expires_at > now())))`,
      reason: UNKNOWN_OUTCOME_REASON,
      returning: sql`o.account_id, o.campaign_id`,
    })}
        select distinct account_id, campaign_id from stranded`,
  );
  const deviceless = await rawRows<Touched>(
    db,
    sql`select c.account_id, c.id as campaign_id from campaigns c
        where c.status in ('running', 'scheduled')
          and not exists (select 1 from campaign_devices cd where cd.campaign_id = c.id and cd.removed_at is null)`,
  );
  for (const { campaign_id } of deviceless) await pauseIfNoDevice(db, campaign_id);
  for (const { campaign_id } of failed) await completeIfDone(db, campaign_id);
  return [...failed, ...deviceless];
}
