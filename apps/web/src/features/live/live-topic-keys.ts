import type { LiveTopic } from '@siar/shared';
import type { QueryKey } from '@tanstack/react-query';
import { devicesKeys } from '../devices/devices.query-keys.ts';

/**
 * What each live topic makes the page ask again. Events carry no data, only what changed; the
 * queries named here refetch if a page shows them, and are marked stale otherwise.
 */
export const LIVE_TOPIC_KEYS: Record<LiveTopic, readonly QueryKey[]> = {
  devices: [devicesKeys.all],
  // The warmup page's queries live under this prefix; a warmup run also moves devices' in_use.
  warmup: [['warmup'], devicesKeys.all],
  campaigns: [['campaigns'], ['dashboard']],
  contacts: [['contacts']],
  messages: [['dashboard']],
};

export const LIVE_TOPICS_KNOWN = Object.keys(LIVE_TOPIC_KEYS) as LiveTopic[];
