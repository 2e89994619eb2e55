import { LIVE_PATHS } from '@siar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createLiveRefresher } from './live-refresher.ts';
import { connectLiveSocket, liveSocketUrl } from './live-socket.ts';
import { LIVE_TOPICS_KNOWN } from './live-topic-keys.ts';

/**
 * The panel's one live channel, open while the panel is: each event makes the queries of its topic
 * ask again; after a reconnection every topic's do, since events may have been missed meanwhile.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresher = createLiveRefresher(queryClient);
    const close = connectLiveSocket({
      url: liveSocketUrl(LIVE_PATHS.events),
      topics: LIVE_TOPICS_KNOWN,
      onEvent: (event) => refresher.refresh([event.topic]),
      onReconnected: () => refresher.refresh(LIVE_TOPICS_KNOWN),
    });
    return () => {
      close();
      refresher.stop();
    };
  }, [queryClient]);
}
