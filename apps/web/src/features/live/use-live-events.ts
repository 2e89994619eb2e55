import { LIVE_PATHS, type LiveTopic } from '@siar/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveSocket, liveSocketUrl } from './live-socket.ts';
import { LIVE_TOPIC_KEYS, LIVE_TOPICS_KNOWN } from './live-topic-keys.ts';

function refresh(queryClient: QueryClient, topics: readonly LiveTopic[]) {
  const keys = new Set(topics.flatMap((topic) => LIVE_TOPIC_KEYS[topic]));
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * The panel's one live channel, open while the panel is: each event makes the queries of its topic
 * ask again; after a reconnection every topic's do, since events may have been missed meanwhile.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectLiveSocket({
        url: liveSocketUrl(LIVE_PATHS.events),
        topics: LIVE_TOPICS_KNOWN,
        onEvent: (event) => refresh(queryClient, [event.topic]),
        onReconnected: () => refresh(queryClient, LIVE_TOPICS_KNOWN),
      }),
    [queryClient],
  );
}
