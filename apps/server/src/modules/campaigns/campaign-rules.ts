import type { UpdateCampaignRequest } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './campaigns.repo.ts';

// The checks a campaign's fields pass before anything is written: every id the account's own,
// the template not in the trash, the pacing bounds in order, the window whole.

type Fields = UpdateCampaignRequest;

export async function checkCampaignFields(db: Database, accountId: string, input: Fields): Promise<void> {
  if (
    input.min_delay_seconds !== undefined &&
    input.max_delay_seconds !== undefined &&
    input.max_delay_seconds < input.min_delay_seconds
  )
    throw AppError.fields({ max_delay_seconds: 'campaign_delay_order' });
  if (!!input.window_start !== !!input.window_end)
    throw AppError.fields({ [input.window_start ? 'window_end' : 'window_start']: 'campaign_window_pair' });
  // `[start, end)` with start == end holds no minute at all: the campaign would wait forever.
  if (input.window_start && input.window_start === input.window_end)
    throw AppError.fields({ window_end: 'campaign_window_empty' });
  if (input.scheduled_at && new Date(input.scheduled_at).getTime() <= Date.now())
    throw AppError.fields({ scheduled_at: 'campaign_scheduled_past' });
  if (input.template_id && !(await repo.findLiveTemplate(db, accountId, input.template_id)))
    throw AppError.fields({ template_id: 'campaign_template_not_found' });
  if (input.group_ids) {
    const unique = [...new Set(input.group_ids)];
    if ((await repo.groupsOf(db, accountId, unique)).length !== unique.length)
      throw AppError.fields({ group_ids: 'campaign_group_not_found' });
  }
  if (input.device_ids) {
    const unique = [...new Set(input.device_ids)];
    if ((await repo.devicesOf(db, accountId, unique)).length !== unique.length)
      throw AppError.fields({ device_ids: 'campaign_device_not_found' });
  }
}

/** What starting needs: someone to send to, and a connected, unpaused device to send with. */
export async function checkCanStart(
  db: Database,
  accountId: string,
  groupIds: string[],
  deviceIds: string[],
): Promise<void> {
  const devices = await repo.devicesOf(db, accountId, deviceIds);
  if (!devices.some((d) => d.state === 'connected' && !d.paused))
    throw AppError.fields({ device_ids: 'campaign_no_connected_device' });
  if (!(await repo.hasRecipients(db, accountId, groupIds)))
    throw AppError.fields({ group_ids: 'campaign_no_recipients' });
}
