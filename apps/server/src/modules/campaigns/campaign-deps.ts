import type { Database } from '../../db/client.ts';
import type { LiveEvents } from '../live/live-events.ts';

export interface CampaignDeps {
  db: Database;
  live: LiveEvents;
  /** Sets a timer that starts a scheduled campaign at its time (the minute sweep catches up anyway). */
  scheduleStart(campaignId: string, at: Date): Promise<void>;
}

/** Tells the account's pages (and the gateways' senders) that a campaign changed. */
export async function announce(deps: CampaignDeps, accountId: string, campaignId: string): Promise<void> {
  await deps.live.publish({ account_id: accountId, topic: 'campaigns', id: campaignId });
}
