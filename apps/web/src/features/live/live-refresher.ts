import type { LiveTopic } from '@siar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { LIVE_TOPIC_KEYS, type LiveTopicKeys } from './live-topic-keys.ts';

/** Events of a topic within this long are answered by one refetch. */
export const LIVE_REFRESH_WAIT_MS = 200;

/**
 * Turns a stream of live events into few refetches. A sending campaign announces every message;
 * invalidating on each would cancel and restart the page's request each time (TanStack's default),
 * so no answer might ever arrive on a busy server. Instead a topic's queries are asked again at
 * most once per `wait`, never while one of them is still on its way (it waits for that one to
 * end), and always once after the last event, so the page ends on the latest state. `topicKeys`
 * says what each topic asks again (the customer panel's table unless told).
 */
export function createLiveRefresher(
  queryClient: QueryClient,
  topicKeys: LiveTopicKeys = LIVE_TOPIC_KEYS,
  wait = LIVE_REFRESH_WAIT_MS,
) {
  const due = new Set<LiveTopic>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    for (const topic of due) {
      // A topic the caller does not follow asks nothing again.
      const keys = topicKeys[topic] ?? [];
      if (keys.some((queryKey) => queryClient.isFetching({ queryKey }) > 0)) continue;
      due.delete(topic);
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }
    if (due.size) timer = setTimeout(flush, wait);
  }

  return {
    refresh(topics: readonly LiveTopic[]) {
      for (const topic of topics) due.add(topic);
      timer ??= setTimeout(flush, wait);
    },
    stop() {
      clearTimeout(timer);
      due.clear();
    },
  };
}
