import type { Database } from '../../db/client.ts';
import type { MoveNote } from '../../db/transitions.ts';
import { AppError } from '../../http/errors.ts';
import { type AccountActor, accountEntry, recordAudit } from '../audit/index.ts';
import { announce, type CampaignDeps } from './campaign-deps.ts';
import { checkCanStart } from './campaign-rules.ts';
import * as repo from './campaigns.repo.ts';
import * as lists from './campaigns-list.repo.ts';
import { materializeRecipients } from './materialize-recipients.ts';

/**
 * Runs a campaign now: its recipients written and its status `running` in one transaction, so a
 * crash leaves either a draft (or scheduled) campaign or a running one with every recipient.
 * Answers undefined when the campaign was no longer in `from` (another request got there first).
 */
export async function runCampaignNow(
  db: Database,
  accountId: string,
  campaignId: string,
  from: readonly ('draft' | 'scheduled' | 'paused')[],
  note?: MoveNote,
): Promise<repo.CampaignRow | undefined> {
  return db.transaction(async (tx) => {
    const tdb = tx as unknown as Database;
    const patch = { startedAt: new Date(), statusReason: null };
    const campaign = await repo.moveCampaign(tdb, accountId, campaignId, from, 'running', patch, note);
    if (!campaign) return undefined;
    const template = campaign.templateId
      ? await repo.findLiveTemplate(tdb, accountId, campaign.templateId)
      : undefined;
    if (!template) throw AppError.fields({ template_id: 'campaign_template_not_found' });
    await tx.execute(
      // The message as it was at the start: later edits of the template change nothing sent.
      repo.snapshotTemplate(campaign.id, template.body, template.mediaId),
    );
    const groupIds = await repo.campaignGroupIds(tdb, campaign.id);
    const total = await materializeRecipients(
      tdb,
      { ...campaign, mediaId: template.mediaId },
      template.body,
      groupIds,
    );
    if (total === 0) throw AppError.fields({ group_ids: 'campaign_no_recipients' });
    return { ...campaign, totalRecipients: total, messageText: template.body, mediaId: template.mediaId };
  });
}

/** Starts a draft: at once, or at its scheduled time; the customer's start is audited. */
export async function startCampaign(deps: CampaignDeps, caller: AccountActor, campaignId: string) {
  const { accountId } = caller;
  const campaign = await repo.findCampaign(deps.db, accountId, campaignId);
  if (!campaign) throw AppError.notFound('campaign_not_found');
  if (campaign.status !== 'draft') throw AppError.conflict('campaign_cannot_start');
  const groupIds = await repo.campaignGroupIds(deps.db, campaignId);
  const deviceIds = (await lists.devicesOfCampaigns(deps.db, [campaignId])).map((d) => d.id);
  await checkCanStart(deps.db, accountId, groupIds, deviceIds);
  const scheduledAt = campaign.scheduledAt;
  const later = scheduledAt !== null && scheduledAt.getTime() > Date.now();
  if (later) {
    const by = { by: { user: caller.id } };
    const moved = await repo.moveCampaign(deps.db, accountId, campaignId, ['draft'], 'scheduled', {}, by);
    if (!moved) throw AppError.conflict('campaign_cannot_start');
    await deps.scheduleStart(campaignId, scheduledAt!);
  } else if (
    !(await runCampaignNow(deps.db, accountId, campaignId, ['draft'], { by: { user: caller.id } }))
  ) {
    throw AppError.conflict('campaign_cannot_start');
  }
  // After the start (runCampaignNow is its own transaction): a failed start is not in the log.
  await recordAudit(
    deps.db,
    accountEntry(caller, {
      action: 'campaign.start',
      targetType: 'campaign',
      targetId: campaignId,
      before: { status: 'draft' },
      after: { status: later ? 'scheduled' : 'running' },
    }),
  );
  await announce(deps, accountId, campaignId);
}
