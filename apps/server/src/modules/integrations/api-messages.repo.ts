import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts, waDevices, waOutbox } from '../../db/schema/index.ts';

// The REST API's messages (outbox rows of purpose `api`) and the devices it may send with.

export type ApiMessageRow = typeof waOutbox.$inferSelect;

/** The account's device's id and state, or undefined. */
export async function findApiDeviceState(db: Database, accountId: string, deviceId: string) {
  const [row] = await db
    .select({ id: waDevices.id, state: waDevices.state })
    .from(waDevices)
    .where(and(eq(waDevices.id, deviceId), eq(waDevices.accountId, accountId)));
  return row;
}

export async function findApiMessage(db: Database, accountId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(waOutbox)
    .where(and(eq(waOutbox.id, messageId), eq(waOutbox.accountId, accountId), eq(waOutbox.purpose, 'api')));
  return row;
}

/** The account's devices as the API lists them, oldest first. */
export function listApiDevices(db: Database, accountId: string) {
  return db
    .select({
      id: waDevices.id,
      name: waDevices.name,
      state: waDevices.state,
      phone_number: waDevices.phoneNumber,
    })
    .from(waDevices)
    .where(eq(waDevices.accountId, accountId))
    .orderBy(asc(waDevices.createdAt));
}

/** The account's contact with this number, whose fields fill the message's variables. */
export async function findMessageContact(tx: Database, accountId: string, phone: string) {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.phone, phone)));
  return row;
}
