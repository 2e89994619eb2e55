import { type CampaignStatus, campaignSpread, type OutboxState } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type ListWindow, listPage } from '../../http/list-page.ts';
import { campaignSpreadFigures } from '../../sending/index.ts';
import { toCampaign, toRecipient } from './campaign-view.ts';
import * as repo from './campaigns.repo.ts';
import * as lists from './campaigns-list.repo.ts';

/** Campaign rows with what the page shows beside them: counts, template, groups, devices. */
async function describe(db: Database, rows: repo.CampaignRow[]) {
  const ids = rows.map((r) => r.id);
  const [counts, replies, groups, devices, names] = await Promise.all([
    lists.countsOf(db, ids),
    lists.repliesOf(db, ids),
    lists.groupsOfCampaigns(db, ids),
    lists.devicesOfCampaigns(db, ids),
    lists.templateNames(
      db,
      rows.map((r) => r.templateId).filter((id): id is string => !!id),
    ),
  ]);
  return rows.map((row) =>
    toCampaign(row, {
      counts: counts.get(row.id),
      replies: replies.get(row.id) ?? 0,
      templateName: row.templateId ? (names.get(row.templateId) ?? null) : null,
      groups: groups.filter((g) => g.campaignId === row.id).map(({ id, name }) => ({ id, name })),
      devices: devices
        .filter((d) => d.campaignId === row.id)
        .map((d) => ({
          id: d.id,
          name: d.name,
          state: d.state,
          sent: d.sent,
          removed_reason: d.removedReason,
        })),
    }),
  );
}

export async function getCampaign(db: Database, accountId: string, campaignId: string) {
  const row = await repo.findCampaign(db, accountId, campaignId);
  if (!row) throw AppError.notFound('campaign_not_found');
  const [campaign] = await describe(db, [row]);
  return { ...campaign!, spread: row.status === 'running' ? await spreadOf(db, row.id) : null };
}

/** A running campaign's spread over days when its devices' new-chat ramps do not fit it today. */
async function spreadOf(db: Database, campaignId: string) {
  const figures = await campaignSpreadFigures(db, campaignId);
  return figures ? campaignSpread(figures) : null;
}

export async function listCampaigns(
  db: Database,
  accountId: string,
  query: { search?: string; status?: CampaignStatus },
  window: ListWindow,
) {
  const { total, rows } = await lists.listCampaigns(db, accountId, query, window);
  return listPage(total, window, await describe(db, rows));
}

export async function listRecipients(
  db: Database,
  accountId: string,
  campaignId: string,
  query: { search?: string; state?: OutboxState },
  window: ListWindow,
) {
  if (!(await repo.findCampaign(db, accountId, campaignId))) throw AppError.notFound('campaign_not_found');
  const { total, rows } = await lists.listRecipients(db, campaignId, query, window);
  return listPage(total, window, rows.map(toRecipient));
}
