import type { SandboxFault, SandboxFaultOptions } from '@siar/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import {
  sandboxMessages,
  sandboxNumberLimits,
  sandboxPairings,
  sandboxReceived,
  waAuth,
  waDevices,
} from '../../../db/schema/index.ts';
import { leaseHeld } from '../../gateway/leases.repo.ts';
import { type Lease, LeaseLostError } from '../../lease.ts';

// The sandbox's state lives in the database like a real engine's, so any gateway can resume a
// sandbox device and an API process can take a "phone's" scan for a session in another process.

/** A paired sandbox device's auth state: the number it paired as. */
interface SandboxCreds {
  phoneNumber: string;
}

export async function readCreds(db: Database, deviceId: string): Promise<SandboxCreds | undefined> {
  const [row] = await db
    .select({ value: waAuth.value })
    .from(waAuth)
    .where(and(eq(waAuth.deviceId, deviceId), eq(waAuth.key, 'creds')));
  return row?.value as SandboxCreds | undefined;
}

export async function saveCreds(db: Database, deviceId: string, creds: SandboxCreds): Promise<void> {
  await db
    .insert(waAuth)
    .values({ deviceId, key: 'creds', value: creds })
    .onConflictDoUpdate({ target: [waAuth.deviceId, waAuth.key], set: { value: creds } });
}

export async function wipeAuth(db: Database, deviceId: string): Promise<void> {
  await db.delete(waAuth).where(eq(waAuth.deviceId, deviceId));
}

export async function offerPairing(
  db: Database,
  offer: { deviceId: string; token: string; code: string | null; expiresAt: Date },
): Promise<void> {
  const values = { ...offer, scannedPhone: null, scannedAt: null };
  await db
    .insert(sandboxPairings)
    .values(values)
    .onConflictDoUpdate({ target: sandboxPairings.deviceId, set: values });
}

export async function withdrawPairing(db: Database, deviceId: string): Promise<void> {
  await db.delete(sandboxPairings).where(eq(sandboxPairings.deviceId, deviceId));
}

/** The offers among these devices that a phone has scanned (or whose code it typed). */
export async function scannedPairings(db: Database, deviceIds: string[]) {
  if (deviceIds.length === 0) return [];
  return db
    .select({ deviceId: sandboxPairings.deviceId, phoneNumber: sandboxPairings.scannedPhone })
    .from(sandboxPairings)
    .where(and(inArray(sandboxPairings.deviceId, deviceIds), isNotNull(sandboxPairings.scannedAt)));
}

/** A fault set on a device, with its settings. */
export interface TakenFault {
  deviceId: string;
  fault: SandboxFault;
  options: SandboxFaultOptions;
}

/** Takes the faults set on these devices: each is acted out once. */
export async function takeFaults(db: Database, deviceIds: string[]): Promise<TakenFault[]> {
  if (deviceIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        deviceId: waDevices.id,
        fault: waDevices.sandboxFault,
        options: waDevices.sandboxFaultOptions,
      })
      .from(waDevices)
      .where(and(inArray(waDevices.id, deviceIds), isNotNull(waDevices.sandboxFault)))
      .for('update');
    if (rows.length === 0) return [];
    await tx
      .update(waDevices)
      .set({ sandboxFault: null, sandboxFaultOptions: null })
      .where(
        inArray(
          waDevices.id,
          rows.map((row) => row.deviceId),
        ),
      );
    return rows.map((row) => ({ deviceId: row.deviceId, fault: row.fault!, options: row.options ?? {} }));
  });
}

export type NumberLimitsRow = typeof sandboxNumberLimits.$inferSelect;

/** What WhatsApp holds against a sandbox number, if anything. */
export async function readNumberLimits(
  db: Database,
  phoneNumber: string,
): Promise<NumberLimitsRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxNumberLimits)
    .where(eq(sandboxNumberLimits.phoneNumber, phoneNumber));
  return row;
}

export async function saveNumberLimits(db: Database, row: NumberLimitsRow): Promise<void> {
  const { phoneNumber: _, ...set } = row;
  await db
    .insert(sandboxNumberLimits)
    .values(row)
    .onConflictDoUpdate({ target: sandboxNumberLimits.phoneNumber, set });
}

/**
 * Of these numbers, those that ever wrote to the device (the conversation Siar keeps of them):
 * messages to them do not open a new chat, so WhatsApp's limits on new chats do not hold them.
 */
export async function peersWhoWrote(
  db: Database,
  deviceId: string,
  phoneNumbers: string[],
): Promise<Set<string>> {
  const rows = await rawRows<{ peer_phone: string }>(
    db,
    sql`select peer_phone from conversations
        where device_id = ${deviceId} and peer_phone = any(${sql.param(phoneNumbers)}::text[])
          and contact_wrote_at is not null`,
  );
  return new Set(rows.map((row) => row.peer_phone));
}

export async function postMessage(
  db: Database,
  message: { fromPhone: string; toPhone: string; waMessageId: string; text: string | null; mediaId?: string },
): Promise<void> {
  await db.insert(sandboxMessages).values(message);
}

/**
 * A device's messages reach their recipients, in one statement however many: a sandbox device's
 * inbox when the number is one (its gateway's post-office round hands it over), or else the
 * simulated recipients' ledger, one row per arrival, never merged. Answers the numbers that are
 * sandbox devices. With the sending gateway's `lease`, only while it holds (else LeaseLostError):
 * the sandbox's "network" is this statement, so the fence is exact.
 */
export async function deliver(
  db: Database,
  fromPhone: string,
  messages: { to: string; waMessageId: string; text?: string }[],
  lease: Lease | undefined,
): Promise<Set<string>> {
  const column = (pick: (m: (typeof messages)[number]) => string | null) => sql.param(messages.map(pick));
  const rows = await rawRows<{ held: boolean; phone_number: string | null }>(
    db,
    sql`with lease as (select ${lease ? leaseHeld(lease) : sql`true`} as held),
        m as (
          select * from unnest(${column((m) => m.to)}::text[], ${column((m) => m.waMessageId)}::text[],
                               ${column((m) => m.text ?? null)}::text[]) with ordinality as m(to_phone, wa_message_id, text, n)
          where (select held from lease)
        ),
        devices as (
          select distinct phone_number from wa_devices
          where engine = 'sandbox' and phone_number in (select to_phone from m)
        ),
        posted as (
          insert into sandbox_messages (from_phone, to_phone, wa_message_id, text)
          select ${fromPhone}, to_phone, wa_message_id, text from m
          where to_phone in (select phone_number from devices) order by n
        ),
        received as (
          insert into sandbox_received (from_phone, to_phone, wa_message_id, text)
          select ${fromPhone}, to_phone, wa_message_id, text from m
          where to_phone not in (select phone_number from devices) order by n
        )
        select lease.held, devices.phone_number from lease left join devices on true`,
  );
  if (lease && !rows[0]?.held) throw new LeaseLostError(lease);
  return new Set(rows.flatMap((row) => (row.phone_number ? [row.phone_number] : [])));
}

/** Whether a message under this id reached a simulated recipient or a sandbox device. */
export async function hasArrived(db: Database, waMessageId: string): Promise<boolean> {
  const [ledger] = await db
    .select({ id: sandboxReceived.id })
    .from(sandboxReceived)
    .where(eq(sandboxReceived.waMessageId, waMessageId))
    .limit(1);
  if (ledger) return true;
  const [posted] = await db
    .select({ id: sandboxMessages.id })
    .from(sandboxMessages)
    .where(eq(sandboxMessages.waMessageId, waMessageId))
    .limit(1);
  return !!posted;
}

/** Takes the undelivered messages to these numbers (once, even with gateways racing). */
export async function takeInbox(db: Database, phoneNumbers: string[]) {
  if (phoneNumbers.length === 0) return [];
  const due = db
    .select({ id: sandboxMessages.id })
    .from(sandboxMessages)
    .where(and(inArray(sandboxMessages.toPhone, phoneNumbers), isNull(sandboxMessages.deliveredAt)))
    .orderBy(sandboxMessages.id)
    .limit(500)
    .for('update', { skipLocked: true });
  return db
    .update(sandboxMessages)
    .set({ deliveredAt: sql`now()` })
    .where(inArray(sandboxMessages.id, due))
    .returning();
}
