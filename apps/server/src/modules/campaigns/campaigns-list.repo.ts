import type { CampaignStatus, OutboxState } from '@siar/shared';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listTotal, queryPart } from '../../db/paging.ts';
import {
  campaignDevices,
  campaignGroups,
  campaigns,
  contactGroups,
  contacts,
  contentTemplates,
  messages,
  waDevices,
  waOutbox,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

// What the campaigns' pages read: pages of campaigns and of one campaign's recipients, and what
// a campaign row shows beside it (counts per state, groups, devices, template). Account-scoped
// through the campaign rows the caller found for the account.

export async function listCampaigns(
  db: Database,
  accountId: string,
  query: { search?: string; status?: CampaignStatus },
  window: { limit: number; offset: number; countLimit: number },
) {
  const where = and(
    eq(campaigns.accountId, accountId),
    query.status ? eq(campaigns.status, query.status) : undefined,
    query.search ? ilike(campaigns.name, containsPattern(query.search)) : undefined,
  );
  const matching = db.select({ id: campaigns.id }).from(campaigns).where(where);
  const [total, page] = await Promise.all([
    listTotal([queryPart(db, matching)], window.countLimit),
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total, rows: page };
}

/** Per campaign: its recipients counted by state. */
export async function countsOf(db: Database, campaignIds: string[]) {
  if (campaignIds.length === 0) return new Map<string, Partial<Record<OutboxState, number>>>();
  const found = await db
    .select({ campaignId: waOutbox.campaignId, state: waOutbox.state, n: sql<number>`count(*)::int` })
    .from(waOutbox)
    .where(inArray(waOutbox.campaignId, campaignIds))
    .groupBy(waOutbox.campaignId, waOutbox.state);
  const counts = new Map<string, Partial<Record<OutboxState, number>>>();
  for (const row of found) {
    const entry = counts.get(row.campaignId!) ?? {};
    entry[row.state] = row.n;
    counts.set(row.campaignId!, entry);
  }
  return counts;
}

/**
 * Per campaign: its recipients who wrote back after their message was sent (each one once,
 * whatever they wrote), for the list's reply rate.
 */
export async function repliesOf(db: Database, campaignIds: string[]) {
  if (campaignIds.length === 0) return new Map<string, number>();
  const found = await db
    .select({ campaignId: waOutbox.campaignId, n: sql<number>`count(*)::int` })
    .from(waOutbox)
    .where(
      and(
        inArray(waOutbox.campaignId, campaignIds),
        sql`${waOutbox.sentAt} is not null`,
        sql`exists (select 1 from ${messages} m where m.contact_id = ${waOutbox.contactId}
                    and m.direction = 'in' and m.sent_at >= ${waOutbox.sentAt})`,
      ),
    )
    .groupBy(waOutbox.campaignId);
  return new Map(found.map((row) => [row.campaignId!, row.n]));
}

export async function groupsOfCampaigns(db: Database, campaignIds: string[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({ campaignId: campaignGroups.campaignId, id: contactGroups.id, name: contactGroups.name })
    .from(campaignGroups)
    .innerJoin(contactGroups, eq(contactGroups.id, campaignGroups.groupId))
    .where(inArray(campaignGroups.campaignId, campaignIds))
    .orderBy(asc(contactGroups.name));
}

export async function devicesOfCampaigns(db: Database, campaignIds: string[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({
      campaignId: campaignDevices.campaignId,
      id: waDevices.id,
      name: waDevices.name,
      state: waDevices.state,
      removedReason: campaignDevices.removedReason,
      sent: sql<number>`(select count(*)::int from ${waOutbox} o where o.campaign_id = ${campaignDevices.campaignId} and o.device_id = ${campaignDevices.deviceId} and o.state in ('sent', 'delivered', 'read'))`,
    })
    .from(campaignDevices)
    .innerJoin(waDevices, eq(waDevices.id, campaignDevices.deviceId))
    .where(inArray(campaignDevices.campaignId, campaignIds))
    .orderBy(asc(waDevices.name));
}

export async function templateNames(db: Database, templateIds: string[]) {
  if (templateIds.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: contentTemplates.id, name: contentTemplates.name })
    .from(contentTemplates)
    .where(inArray(contentTemplates.id, templateIds));
  return new Map(found.map((t) => [t.id, t.name]));
}

export async function listRecipients(
  db: Database,
  campaignId: string,
  query: { search?: string; state?: OutboxState },
  window: { limit: number; offset: number; countLimit: number },
) {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(waOutbox.campaignId, campaignId),
    query.state ? eq(waOutbox.state, query.state) : undefined,
    search ? sql`(${waOutbox.toPhone} ilike ${search} or ${contacts.name} ilike ${search})` : undefined,
  );
  const matching = db
    .select({ id: waOutbox.id })
    .from(waOutbox)
    .leftJoin(contacts, eq(contacts.id, waOutbox.contactId))
    .where(where);
  const [total, page] = await Promise.all([
    listTotal([queryPart(db, matching)], window.countLimit),
    db
      .select({ row: waOutbox, contactName: contacts.name, deviceName: waDevices.name })
      .from(waOutbox)
      .leftJoin(contacts, eq(contacts.id, waOutbox.contactId))
      .leftJoin(waDevices, eq(waDevices.id, waOutbox.deviceId))
      .where(where)
      .orderBy(asc(waOutbox.seq))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total, rows: page };
}
