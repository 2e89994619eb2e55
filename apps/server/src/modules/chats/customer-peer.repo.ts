import { type SQL, sql } from 'drizzle-orm';

/**
 * The peer is a customer, not one of the account's own devices: warmup talks between those, and
 * their conversations stay out of the inbox, its counts and the dashboard. Read when counted (a
 * device paired after its messages came is left out too), through the devices' unique number index.
 */
export function customerPeer(accountId: SQL, peerPhone: SQL): SQL {
  return sql`not exists (select 1 from wa_devices own where own.phone_number = ${peerPhone} and own.account_id = ${accountId})`;
}
