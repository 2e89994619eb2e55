import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { campaigns, recurringOccurrences, waDevices } from '../../db/schema/index.ts';

// What the calendar and the load line read besides the series: audiences today, one-off
// scheduled campaigns, the account's devices. Account-scoped.

/**
 * Per group: its contacts that a campaign would send to today (not opted out). A series' estimate
 * is the distinct contacts of its groups; `estimateForGroups` counts that for one set.
 */
export async function estimateForGroups(
  db: Database,
  accountId: string,
  groupIds: string[],
): Promise<number> {
  if (groupIds.length === 0) return 0;
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(distinct m.contact_id)::int as n
        from contact_group_members m join contacts c on c.id = m.contact_id
        where m.account_id = ${accountId} and m.group_id in ${groupIds} and c.opted_out_at is null`,
  );
  return row?.n ?? 0;
}

/**
 * Per series of the account: the distinct contacts (not opted out) of its groups today. Each group
 * is counted once (one pass over the account's memberships); only series of several groups, whose
 * groups may share contacts, are counted apart.
 */
export async function seriesEstimates(db: Database, accountId: string): Promise<Map<string, number>> {
  const [perGroup, links] = await Promise.all([
    rawRows<{ group_id: string; n: number }>(
      db,
      sql`select m.group_id, count(*)::int as n from contact_group_members m
          join contacts c on c.id = m.contact_id and c.opted_out_at is null
          where m.account_id = ${accountId} group by m.group_id`,
    ),
    rawRows<{ series_id: string; group_id: string }>(
      db,
      sql`select g.series_id, g.group_id from recurring_broadcast_groups g
          join recurring_broadcasts s on s.id = g.series_id where s.account_id = ${accountId}`,
    ),
  ]);
  const groupCounts = new Map(perGroup.map((r) => [r.group_id, r.n]));
  const groupsOf = new Map<string, string[]>();
  for (const link of links)
    groupsOf.set(link.series_id, [...(groupsOf.get(link.series_id) ?? []), link.group_id]);
  const estimates = new Map<string, number>();
  const several: string[] = [];
  for (const [seriesId, groups] of groupsOf) {
    if (groups.length === 1) estimates.set(seriesId, groupCounts.get(groups[0]!) ?? 0);
    else several.push(seriesId);
  }
  if (several.length > 0) {
    const rows = await rawRows<{ series_id: string; n: number }>(
      db,
      sql`select g.series_id, count(distinct m.contact_id)::int as n
          from recurring_broadcast_groups g
          join contact_group_members m on m.group_id = g.group_id
          join contacts c on c.id = m.contact_id and c.opted_out_at is null
          where g.series_id in ${several} group by g.series_id`,
    );
    for (const row of rows) estimates.set(row.series_id, row.n);
  }
  return estimates;
}

/** The account's campaigns with a time in [from, to] that no occurrence made (one-off scheduled ones). */
export async function scheduledCampaigns(db: Database, accountId: string, from: Date, to: Date) {
  return db
    .select()
    .from(campaigns)
    .leftJoin(recurringOccurrences, eq(recurringOccurrences.campaignId, campaigns.id))
    .where(
      and(
        eq(campaigns.accountId, accountId),
        gte(campaigns.scheduledAt, from),
        lte(campaigns.scheduledAt, to),
        isNull(recurringOccurrences.id),
      ),
    );
}

/** Campaign rows by id (an occurrence's campaign), the account's only. */
export async function campaignsByIds(db: Database, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), inArray(campaigns.id, ids)));
}

/** The devices of campaigns (a one-off campaign's share of a day's load). */
export async function campaignDeviceIds(db: Database, campaignIds: string[]) {
  if (campaignIds.length === 0) return [];
  return rawRows<{ campaign_id: string; device_id: string; name: string }>(
    db,
    sql`select cd.campaign_id, cd.device_id, d.name from campaign_devices cd
        join wa_devices d on d.id = cd.device_id where cd.campaign_id in ${campaignIds}`,
  );
}

/** Distinct contacts (not opted out) of each campaign's groups today: a scheduled campaign's estimate. */
export async function campaignEstimates(db: Database, campaignIds: string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await rawRows<{ campaign_id: string; n: number }>(
    db,
    sql`select g.campaign_id, count(distinct m.contact_id)::int as n
        from campaign_groups g join contact_group_members m on m.group_id = g.group_id
        join contacts c on c.id = m.contact_id and c.opted_out_at is null
        where g.campaign_id in ${campaignIds} group by g.campaign_id`,
  );
  return new Map(rows.map((r) => [r.campaign_id, r.n]));
}

/** The account's devices with names (the load line names devices no series uses any more too). */
export async function accountDevices(db: Database, accountId: string) {
  return db
    .select({ id: waDevices.id, name: waDevices.name })
    .from(waDevices)
    .where(eq(waDevices.accountId, accountId));
}
