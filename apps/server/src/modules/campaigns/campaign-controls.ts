import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { skipQueuedRecipients } from '../../sending/index.ts';
import { type AccountActor, accountEntry, recordAudit } from '../audit/index.ts';
import { announce, type CampaignDeps } from './campaign-deps.ts';
import * as repo from './campaigns.repo.ts';
import { runCampaignNow } from './start-campaign.ts';

// Pause, resume, cancel and delete: each one conditional update, so two clicks (or two tabs)
// cannot both act; a state the action does not apply to answers 409 saying why.

async function existing(deps: CampaignDeps, accountId: string, campaignId: string) {
  const campaign = await repo.findCampaign(deps.db, accountId, campaignId);
  if (!campaign) throw AppError.notFound('campaign_not_found');
  return campaign;
}

export async function pauseCampaign(
  deps: CampaignDeps,
  { accountId, id: userId }: AccountActor,
  campaignId: string,
) {
  await existing(deps, accountId, campaignId);
  const by = { by: { user: userId } };
  const patch = { statusReason: null };
  const paused = await repo.moveCampaign(
    deps.db,
    accountId,
    campaignId,
    ['running', 'scheduled'],
    'paused',
    patch,
    by,
  );
  if (!paused) throw AppError.conflict('campaign_cannot_pause');
  await announce(deps, accountId, campaignId);
}

/**
 * Resumes a paused campaign: its devices that are connected again rejoin the rotation. One that
 * never started goes back to waiting for its time, or runs now if its time has passed.
 */
export async function resumeCampaign(
  deps: CampaignDeps,
  { accountId, id: userId }: AccountActor,
  campaignId: string,
) {
  const campaign = await existing(deps, accountId, campaignId);
  if (campaign.status !== 'paused') throw AppError.conflict('campaign_cannot_resume');
  if ((await repo.readmitConnectedDevices(deps.db, campaignId)) === 0)
    throw AppError.fields({ device_ids: 'campaign_no_connected_device' });
  const neverStarted = !campaign.startedAt;
  const waitForTime = neverStarted && campaign.scheduledAt && campaign.scheduledAt.getTime() > Date.now();
  const by = { by: { user: userId } };
  const patch = { statusReason: null };
  const resumed = waitForTime
    ? await repo.moveCampaign(deps.db, accountId, campaignId, ['paused'], 'scheduled', patch, by)
    : neverStarted
      ? await runCampaignNow(deps.db, accountId, campaignId, ['paused'], by)
      : await repo.moveCampaign(deps.db, accountId, campaignId, ['paused'], 'running', patch, by);
  if (!resumed) throw AppError.conflict('campaign_cannot_resume');
  await announce(deps, accountId, campaignId);
}

/**
 * Cancels: recipients not yet taken are skipped (reason `cancelled`); a message being sent
 * finishes. The customer's cancel is audited in the same transaction.
 */
export async function cancelCampaign(deps: CampaignDeps, caller: AccountActor, campaignId: string) {
  const { accountId } = caller;
  const before = await existing(deps, accountId, campaignId);
  await deps.db.transaction(async (tx) => {
    const tdb = tx as unknown as Database;
    const cancelled = await repo.moveCampaign(
      tdb,
      accountId,
      campaignId,
      ['draft', 'scheduled', 'running', 'paused'],
      'cancelled',
      { finishedAt: new Date(), statusReason: null },
      { by: { user: caller.id } },
    );
    if (!cancelled) throw AppError.conflict('campaign_cannot_cancel');
    await skipQueuedRecipients(tdb, campaignId);
    await recordAudit(
      tdb,
      accountEntry(caller, {
        action: 'campaign.cancel',
        targetType: 'campaign',
        targetId: campaignId,
        before: { status: before.status, name: before.name },
        after: { status: 'cancelled' },
      }),
    );
  });
  await announce(deps, accountId, campaignId);
}

/** Deletes a draft or a finished campaign, with its recipients' records. */
export async function deleteCampaign(deps: CampaignDeps, accountId: string, campaignId: string) {
  await existing(deps, accountId, campaignId);
  if (!(await repo.deleteCampaign(deps.db, accountId, campaignId, ['draft', 'completed', 'cancelled'])))
    throw AppError.conflict('campaign_cannot_delete');
  await announce(deps, accountId, campaignId);
}
