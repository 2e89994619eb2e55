import type { LiveTopic } from '@siar/shared';
import type { QueryKey } from '@tanstack/react-query';
import { accountKeys } from '../account/account.query-keys.ts';
import { authKeys } from '../auth/auth.query-keys.ts';
import { campaignsKeys } from '../campaigns/campaigns.query-keys.ts';
import { chatsKeys } from '../chats/chats.query-keys.ts';
import { contactsKeys } from '../contacts/contacts.query-keys.ts';
import { dashboardKeys } from '../dashboard/dashboard.query-keys.ts';
import { devicesKeys } from '../devices/devices.query-keys.ts';
import { integrationsKeys } from '../integrations/integrations.query-keys.ts';
import { reportsKeys } from '../reports/reports.query-keys.ts';
import { warmupKeys } from '../warmup/warmup.query-keys.ts';

/** What each topic of a live channel makes the page ask again: the features' own query keys. */
export type LiveTopicKeys = Partial<Record<LiveTopic, readonly QueryKey[]>>;

/**
 * What each live topic makes the customer panel ask again. Events carry no data, only what changed;
 * the queries named here refetch if a page shows them, and are marked stale otherwise. A burst of
 * events (a campaign sending fast) is answered by few refetches (live-refresher.ts).
 */
export const LIVE_TOPIC_KEYS: Record<LiveTopic, readonly QueryKey[]> = {
  // A device's state and sent-today count show on the dashboard too, its name and state in chats;
  // pairing the first number ends the subscription's "awaiting device", which the top bar reads
  // from the session.
  devices: [devicesKeys.all, dashboardKeys.all, chatsKeys.devices, authKeys.session],
  // The warmup page's queries live under this prefix; a warmup run also moves devices' in_use.
  warmup: [warmupKeys.all, devicesKeys.all],
  // The campaigns table, an open campaign and its recipients, and the dashboard's campaign panels.
  campaigns: [campaignsKeys.all, dashboardKeys.all],
  // Contacts also tick the dashboard's first-run checklist.
  contacts: [contactsKeys.all, dashboardKeys.gettingStarted],
  // Incoming messages: the dashboard's chat panel, the chats pages and the reports.
  messages: [dashboardKeys.all, chatsKeys.all, reportsKeys.all],
  // A webhook event was queued: the Integrations page's deliveries.
  webhooks: [integrationsKeys.deliveries],
  // For the gateway that shows "typing…" to the contact; nothing on the page changes.
  typing: [],
  // A member's tab opened, closed, hid or came back: who is online beside names.
  team: [chatsKeys.members, accountKeys.team],
  // A note named a member, or they read their mentions: the notices in the top bar.
  mentions: [chatsKeys.mentions],
};

export const LIVE_TOPICS_KNOWN = Object.keys(LIVE_TOPIC_KEYS) as LiveTopic[];
