import { type CampaignStatus, PHONE_PATTERN } from '@siar/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  campaignDevices,
  campaignGroups,
  campaigns,
  contactGroupMembers,
  contactGroups,
  contacts,
  contentTemplates,
  waDevices,
} from '../../db/schema/index.ts';
import { type MoveNote, transition } from '../../db/transitions.ts';

// Every query here takes the account: another account's campaign is simply not found.

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignInsert = typeof campaigns.$inferInsert;

export async function findCampaign(db: Database, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)));
  return row;
}

/** The account's template, unless it is in the trash. */
export async function findLiveTemplate(db: Database, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(contentTemplates)
    .where(
      and(
        eq(contentTemplates.accountId, accountId),
        eq(contentTemplates.id, id),
        isNull(contentTemplates.deletedAt),
      ),
    );
  return row;
}

export async function groupsOf(db: Database, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), inArray(contactGroups.id, ids)));
}

export async function devicesOf(db: Database, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: waDevices.id, name: waDevices.name, state: waDevices.state, paused: waDevices.paused })
    .from(waDevices)
    .where(and(eq(waDevices.accountId, accountId), inArray(waDevices.id, ids)));
}

/** The contacts of the groups, each once, in the order they were added to the account. */
export function recipientContactsQuery(db: Database, accountId: string, groupIds: string[]) {
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      customFields: contacts.customFields,
      optedOutAt: contacts.optedOutAt,
      onWhatsapp: contacts.onWhatsapp,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        sql`exists (select 1 from ${contactGroupMembers} m where m.contact_id = ${contacts.id} and m.group_id in ${groupIds})`,
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
}

export async function hasRecipients(db: Database, accountId: string, groupIds: string[]): Promise<boolean> {
  const [row] = await recipientContactsQuery(db, accountId, groupIds).limit(1);
  return !!row;
}

/** Writes a campaign with its groups and devices (replacing them on an update). */
export async function saveCampaign(
  tx: Database,
  values: CampaignInsert,
  groupIds: string[] | undefined,
  deviceIds: string[] | undefined,
  id?: string,
): Promise<CampaignRow> {
  const [row] = id
    ? await tx
        .update(campaigns)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(campaigns.id, id), eq(campaigns.accountId, values.accountId)))
        .returning()
    : await tx.insert(campaigns).values(values).returning();
  const campaign = row!;
  if (groupIds) {
    await tx.delete(campaignGroups).where(eq(campaignGroups.campaignId, campaign.id));
    await tx.insert(campaignGroups).values(groupIds.map((groupId) => ({ campaignId: campaign.id, groupId })));
  }
  if (deviceIds) {
    await tx.delete(campaignDevices).where(eq(campaignDevices.campaignId, campaign.id));
    await tx
      .insert(campaignDevices)
      .values(deviceIds.map((deviceId) => ({ campaignId: campaign.id, deviceId })));
  }
  return campaign;
}

export async function campaignGroupIds(db: Database, campaignId: string): Promise<string[]> {
  const found = await db
    .select({ id: campaignGroups.groupId })
    .from(campaignGroups)
    .where(eq(campaignGroups.campaignId, campaignId));
  return found.map((g) => g.id);
}

/**
 * Moves a campaign from one of `from` to `to` (CAMPAIGN_MOVES) in one statement that records the
 * move; undefined if it was not in `from`.
 */
export async function moveCampaign(
  db: Database,
  accountId: string,
  id: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  patch: Partial<CampaignInsert> = {},
  note?: MoveNote,
): Promise<CampaignRow | undefined> {
  return transition(db, 'campaign', { id, scope: { accountId } }, from, to, patch, note);
}

/** Devices of a paused campaign that are connected again come back into its rotation. */
export async function readmitConnectedDevices(db: Database, campaignId: string): Promise<number> {
  await db.execute(sql`
    update ${campaignDevices} cd set removed_reason = null, removed_at = null, failures_in_a_row = 0, next_send_at = now()
    from ${waDevices} d
    where cd.campaign_id = ${campaignId} and d.id = cd.device_id and d.state = 'connected' and not d.paused`);
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${campaignDevices} cd join ${waDevices} d on d.id = cd.device_id
        where cd.campaign_id = ${campaignId} and cd.removed_at is null and d.state = 'connected' and not d.paused`,
  );
  return row?.n ?? 0;
}

export async function deleteCampaign(
  db: Database,
  accountId: string,
  id: string,
  from: readonly CampaignStatus[],
) {
  const deleted = await db
    .delete(campaigns)
    .where(
      and(eq(campaigns.accountId, accountId), eq(campaigns.id, id), inArray(campaigns.status, [...from])),
    )
    .returning({ id: campaigns.id });
  return deleted.length > 0;
}

/** Scheduled campaigns whose time came (the sweep's catch-up). */
export async function dueScheduled(db: Database): Promise<{ id: string; accountId: string }[]> {
  return db
    .select({ id: campaigns.id, accountId: campaigns.accountId })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), sql`${campaigns.scheduledAt} <= now()`));
}

/** Keeps the template's text and attachment on the campaign as they were when it started. */
export function snapshotTemplate(campaignId: string, body: string, mediaId: string | null): SQL {
  return sql`update ${campaigns} set message_text = ${body}, media_id = ${mediaId} where id = ${campaignId}`;
}

/**
 * Who a campaign to these groups would reach, counted as `materializeRecipients` writes them:
 * each contact once, opted-out ones and invalid numbers skipped. With the account's clock now.
 */
export async function audienceCounts(db: Database, accountId: string, groupIds: string[]) {
  const [row] = await rawRows<{
    memberships: number;
    contacts: number;
    opted_out: number;
    invalid_numbers: number;
    recipients: number;
    account_clock: string;
  }>(
    db,
    sql`with members as (
          select m.contact_id, count(*)::int as groups
          from ${contactGroupMembers} m join ${contactGroups} g on g.id = m.group_id
          where g.account_id = ${accountId} and m.group_id in ${groupIds}
          group by m.contact_id
        ),
        audience as (
          select mb.groups, c.opted_out_at is not null as opted_out,
                 c.phone !~ ${PHONE_PATTERN.source} as invalid
          from members mb join ${contacts} c on c.id = mb.contact_id and c.account_id = ${accountId}
        )
        select coalesce(sum(groups), 0)::int as memberships, count(*)::int as contacts,
               (count(*) filter (where opted_out))::int as opted_out,
               (count(*) filter (where invalid and not opted_out))::int as invalid_numbers,
               (count(*) filter (where not opted_out and not invalid))::int as recipients,
               (select to_char(now() at time zone coalesce(a.timezone, 'Asia/Jakarta'), 'HH24:MI:SS')
                from accounts a where a.id = ${accountId}) as account_clock
        from audience`,
  );
  return row!;
}

/** How many recipients the campaign was written with. */
export async function setTotalRecipients(tx: Database, campaignId: string, total: number): Promise<void> {
  await tx.update(campaigns).set({ totalRecipients: total }).where(eq(campaigns.id, campaignId));
}
