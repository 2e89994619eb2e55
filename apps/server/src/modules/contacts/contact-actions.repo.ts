import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { contactRoom, lockAccountContacts } from './contact-limit.ts';

// What an automatic answer may do to the contact who wrote (an auto-reply rule's actions): opt
// them out or back in, add them to groups. Opting out always works, creating the contact if the
// number was unknown (as a STOP reply does); a contact created to join groups must fit the plan.

export interface ContactActions {
  /** The name WhatsApp gave, for a contact created here. */
  name: string;
  optOut: 'out' | 'in' | null;
  groupIds: readonly string[];
  at: Date;
}

async function optOut(tx: Database, accountId: string, phone: string, name: string, at: Date) {
  await tx.execute(
    sql`insert into contacts (account_id, phone, name, source, opted_out_at)
        values (${accountId}, ${phone}, ${name}, 'chat', ${at.toISOString()})
        on conflict (account_id, phone) do update
          set opted_out_at = coalesce(contacts.opted_out_at, excluded.opted_out_at), updated_at = now()`,
  );
}

async function optIn(tx: Database, accountId: string, phone: string) {
  await tx.execute(
    sql`update contacts set opted_out_at = null, updated_at = now()
        where account_id = ${accountId} and phone = ${phone} and opted_out_at is not null`,
  );
}

/** The contact's id, created from the chat when the plan has room; null when it has none. */
async function ensureContact(tx: Database, accountId: string, phone: string, name: string) {
  const find = () =>
    rawRows<{ id: string }>(
      tx,
      sql`select id from contacts where account_id = ${accountId} and phone = ${phone}`,
    );
  const [found] = await find();
  if (found) return found.id;
  await lockAccountContacts(tx, accountId);
  const room = await contactRoom(tx, accountId).catch(() => ({ room: 0 }));
  if (room.room !== null && room.room < 1) return null;
  const [created] = await rawRows<{ id: string }>(
    tx,
    sql`insert into contacts (account_id, phone, name, source) values (${accountId}, ${phone}, ${name}, 'chat')
        on conflict (account_id, phone) do update set updated_at = contacts.updated_at returning id`,
  );
  return created?.id ?? null;
}

/** Applies the actions to the contact with this number (E.164), in the caller's transaction. */
export async function applyContactActions(
  tx: Database,
  accountId: string,
  phone: string,
  actions: ContactActions,
) {
  if (actions.optOut === 'out') await optOut(tx, accountId, phone, actions.name, actions.at);
  if (actions.optOut === 'in') await optIn(tx, accountId, phone);
  if (actions.groupIds.length === 0) return;
  const contactId = await ensureContact(tx, accountId, phone, actions.name);
  if (!contactId) return;
  await tx.execute(
    sql`insert into contact_group_members (group_id, contact_id, account_id)
        select g.id, ${contactId}, g.account_id from contact_groups g
        where g.account_id = ${accountId} and g.id = any(${sql.param([...actions.groupIds])}::uuid[])
        on conflict do nothing`,
  );
}
