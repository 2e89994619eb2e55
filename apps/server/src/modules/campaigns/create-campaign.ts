import type { CreateCampaignRequest, UpdateCampaignRequest } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountActor } from '../audit/index.ts';
import { announce, type CampaignDeps } from './campaign-deps.ts';
import { checkCampaignFields, checkCanStart } from './campaign-rules.ts';
import * as repo from './campaigns.repo.ts';
import { startCampaign } from './start-campaign.ts';

type Parsed = Required<Pick<CreateCampaignRequest, 'name' | 'template_id' | 'group_ids' | 'device_ids'>> &
  Omit<CreateCampaignRequest, 'name' | 'template_id' | 'group_ids' | 'device_ids'>;

function columns(input: UpdateCampaignRequest): Partial<repo.CampaignInsert> {
  const out: Partial<repo.CampaignInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.template_id !== undefined) out.templateId = input.template_id;
  if (input.scheduled_at !== undefined)
    out.scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
  if (input.min_delay_seconds !== undefined) out.minDelaySeconds = input.min_delay_seconds;
  if (input.max_delay_seconds !== undefined) out.maxDelaySeconds = input.max_delay_seconds;
  if (input.typing !== undefined) out.typing = input.typing;
  if (input.skip_not_on_whatsapp !== undefined) out.skipNotOnWhatsapp = input.skip_not_on_whatsapp;
  if (input.within_business_hours !== undefined) out.withinBusinessHours = input.within_business_hours;
  if (input.daily_cap_per_device !== undefined) out.dailyCapPerDevice = input.daily_cap_per_device ?? null;
  if (input.window_start !== undefined) out.windowStart = input.window_start ?? null;
  if (input.window_end !== undefined) out.windowEnd = input.window_end ?? null;
  return out;
}

/** Creates a campaign: a draft, or started at once (now or at its time) when `start` is set. */
export async function createCampaign(deps: CampaignDeps, caller: AccountActor, input: Parsed) {
  const { accountId } = caller;
  const groupIds = [...new Set(input.group_ids)];
  const deviceIds = [...new Set(input.device_ids)];
  await checkCampaignFields(deps.db, accountId, input);
  if (input.start) await checkCanStart(deps.db, accountId, groupIds, deviceIds);
  const campaign = await deps.db.transaction(async (tx) =>
    repo.saveCampaign(
      tx as unknown as Database,
      { ...columns(input), accountId, name: input.name, status: 'draft' },
      groupIds,
      deviceIds,
    ),
  );
  if (input.start) await startCampaign(deps, caller, campaign.id);
  else await announce(deps, accountId, campaign.id);
  return campaign.id;
}

/** Edits a draft or scheduled campaign; a scheduled one keeps to its (new) time. */
export async function updateCampaign(
  deps: CampaignDeps,
  accountId: string,
  campaignId: string,
  input: UpdateCampaignRequest,
) {
  const current = await repo.findCampaign(deps.db, accountId, campaignId);
  if (!current) throw AppError.notFound('campaign_not_found');
  if (current.status !== 'draft' && current.status !== 'scheduled')
    throw AppError.conflict('campaign_not_editable');
  await checkCampaignFields(deps.db, accountId, {
    ...input,
    min_delay_seconds: input.min_delay_seconds ?? current.minDelaySeconds,
    max_delay_seconds: input.max_delay_seconds ?? current.maxDelaySeconds,
    window_start: input.window_start === undefined ? current.windowStart : input.window_start,
    window_end: input.window_end === undefined ? current.windowEnd : input.window_end,
  });
  if (current.status === 'scheduled' && input.scheduled_at === null)
    throw AppError.fields({ scheduled_at: 'campaign_scheduled_past' });
  const groupIds = input.group_ids ? [...new Set(input.group_ids)] : undefined;
  const deviceIds = input.device_ids ? [...new Set(input.device_ids)] : undefined;
  const saved = await deps.db.transaction(async (tx) =>
    repo.saveCampaign(
      tx as unknown as Database,
      { ...columns(input), accountId, name: input.name ?? current.name },
      groupIds,
      deviceIds,
      campaignId,
    ),
  );
  if (saved.status === 'scheduled' && saved.scheduledAt)
    await deps.scheduleStart(campaignId, saved.scheduledAt);
  await announce(deps, accountId, campaignId);
}
