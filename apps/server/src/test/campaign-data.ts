import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  accounts,
  type campaigns,
  contactGroupMembers,
  contactGroups,
  contacts,
  contentTemplates,
  waDevices,
} from '../db/schema/index.ts';
import { saveCampaign } from '../modules/campaigns/campaigns.repo.ts';
import { runCampaignNow } from '../modules/campaigns/start-campaign.ts';

// Rows a campaign needs, written straight to the database (the contacts and templates features
// have their own API tests).

let counter = 0;

/** `count` contacts (+62 8991 0xxxxxx numbers unique per call) in a new group; answers both ids. */
export async function contactsInGroup(
  db: Database,
  accountId: string,
  count: number,
  options: { phones?: string[]; customFields?: Record<string, string>; optedOut?: number[] } = {},
) {
  counter += 1;
  const [group] = await db
    .insert(contactGroups)
    .values({ accountId, name: `Group ${counter} ${Math.random().toString(36).slice(2, 8)}` })
    .returning();
  const base = 10_000_000 + ((counter * 7919 + Math.floor(Math.random() * 1000) * 10_007) % 80_000_000);
  const rows = Array.from({ length: count }, (_, i) => ({
    accountId,
    name: `Contact ${i + 1}`,
    phone: options.phones?.[i] ?? `+62899${String(base + i).padStart(8, '0')}`,
    customFields: options.customFields ?? {},
    optedOutAt: options.optedOut?.includes(i) ? new Date() : null,
  }));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const written = await db
      .insert(contacts)
      .values(rows.slice(i, i + 1000))
      .returning({ id: contacts.id });
    ids.push(...written.map((c) => c.id));
    await db
      .insert(contactGroupMembers)
      .values(written.map((c) => ({ groupId: group!.id, contactId: c.id, accountId })));
  }
  return { groupId: group!.id, contactIds: ids };
}

export async function template(db: Database, accountId: string, body = 'Hi {{name}}') {
  const [row] = await db.insert(contentTemplates).values({ accountId, name: 'Promo', body }).returning();
  return row!.id;
}

/** A sandbox device row in the given state (no engine behind it: for API tests). */
export async function deviceRow(
  db: Database,
  accountId: string,
  state: 'connected' | 'disconnected' = 'connected',
) {
  counter += 1;
  const [row] = await db
    .insert(waDevices)
    .values({
      accountId,
      name: `Phone ${counter}`,
      engine: 'sandbox',
      state,
      phoneNumber: `+62898${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    })
    .returning();
  return row!.id;
}

/**
 * The account's new-chat ramp out of the way (one step of 100,000 a day): for tests and benchmarks
 * of throughput or crashes, not of the ramp (modules/new-chat-ramp has those).
 */
export async function wideRamp(db: Database, accountId: string) {
  await db
    .update(accounts)
    .set({ newChatRamp: [{ day: 0, cap: 100_000 }] })
    .where(eq(accounts.id, accountId));
}

/**
 * A campaign to the groups from the devices, saved and set running as the API does (pacing off
 * and no typing unless `values` says otherwise); no gateway is told: answers its id.
 */
export async function startedCampaign(
  db: Database,
  target: { accountId: string; templateId: string; groupIds: string[]; deviceIds: string[] },
  values: Partial<typeof campaigns.$inferInsert> = {},
): Promise<string> {
  const { accountId, templateId, groupIds, deviceIds } = target;
  const campaign = await db.transaction((tx) =>
    saveCampaign(
      tx as unknown as Database,
      {
        accountId,
        name: 'Campaign',
        templateId,
        minDelaySeconds: 0,
        maxDelaySeconds: 0,
        typing: false,
        ...values,
      },
      groupIds,
      deviceIds,
    ),
  );
  await runCampaignNow(db, accountId, campaign.id, ['draft']);
  return campaign.id;
}
