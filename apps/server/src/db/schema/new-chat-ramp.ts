import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { waDevices } from './wa-devices.ts';

/**
 * A number's place on its account's new-chat ramp (`packages/shared/src/new-chat-ramp.ts`): its
 * step, the account's day it last moved, since when it counts (its first day in the ramp), and the
 * new chats it opened on `day`, and until when WhatsApp's reach-out lock holds. Written when the sender claims a message that opens a chat (the
 * count) and by the daily move (`modules/new-chat-ramp`).
 */
export const deviceRamps = pgTable(
  'device_ramps',
  {
    deviceId: uuid('device_id')
      .primaryKey()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    step: integer('step').notNull().default(0),
    /** The account-local date (YYYY-MM-DD) of the last step move; null before the first. */
    movedOn: text('moved_on'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account-local date (YYYY-MM-DD) `opened_on_day` counts. */
    day: text('day'),
    openedOnDay: integer('opened_on_day').notNull().default(0),
    /** WhatsApp's reach-out lock (its 463): no new chat until then; replies still go. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * WhatsApp's own cap on messages that open new chats (Baileys' message-capping.update), as
     * last reported, with the new chats Siar opened since added to `wa_cap_used`; the cap holds
     * until `wa_cap_ends_at` (its cycle's end). Null: WhatsApp never reported one.
     */
    waCapTotal: integer('wa_cap_total'),
    waCapUsed: integer('wa_cap_used'),
    waCapEndsAt: timestamp('wa_cap_ends_at', { withTimezone: true }),
  },
  (t) => [index('device_ramps_account_idx').on(t.accountId)],
);
