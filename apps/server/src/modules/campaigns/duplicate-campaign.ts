import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { announce, type CampaignDeps } from './campaign-deps.ts';
import * as repo from './campaigns.repo.ts';
import * as lists from './campaigns-list.repo.ts';

/**
 * A new draft like the campaign: its template, groups, devices and pacing (not its time: a copy
 * is sent when it is started). Groups or devices deleted since are simply not copied.
 */
export async function duplicateCampaign(
  deps: CampaignDeps,
  accountId: string,
  campaignId: string,
  name: string,
) {
  const source = await repo.findCampaign(deps.db, accountId, campaignId);
  if (!source) throw AppError.notFound('campaign_not_found');
  const groupIds = await repo.campaignGroupIds(deps.db, campaignId);
  const deviceIds = (await lists.devicesOfCampaigns(deps.db, [campaignId])).map((d) => d.id);
  const copy = await deps.db.transaction(async (tx) =>
    repo.saveCampaign(
      tx as unknown as Database,
      {
        accountId,
        name,
        status: 'draft',
        templateId: source.templateId,
        minDelaySeconds: source.minDelaySeconds,
        maxDelaySeconds: source.maxDelaySeconds,
        typing: source.typing,
        skipNotOnWhatsapp: source.skipNotOnWhatsapp,
        withinBusinessHours: source.withinBusinessHours,
        dailyCapPerDevice: source.dailyCapPerDevice,
        windowStart: source.windowStart,
        windowEnd: source.windowEnd,
      },
      groupIds.length > 0 ? groupIds : undefined,
      deviceIds.length > 0 ? deviceIds : undefined,
    ),
  );
  await announce(deps, accountId, copy.id);
  return copy.id;
}
