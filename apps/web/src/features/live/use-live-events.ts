import { LIVE_PATHS, type LiveTopic } from '@siar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { joinLiveChannel } from './live-channel.ts';
import { createLiveRefresher } from './live-refresher.ts';
import { liveSocketUrl } from './live-socket.ts';
import { LIVE_TOPIC_KEYS, type LiveTopicKeys } from './live-topic-keys.ts';

type Options = {
  /**
   * Whose events: the caller's own account (undefined), the account staff name (the Scan QR
   * dialog), or none for now (null: nothing is opened).
   */
  accountId?: string | null;
  /** What each topic asks again; a module-level constant, so the channel is not joined anew. */
  topicKeys?: LiveTopicKeys;
};

/** The channel's address: the caller's account, or the one named. */
function channelUrl(accountId: string | undefined) {
  const query = accountId ? `?account_id=${encodeURIComponent(accountId)}` : '';
  return liveSocketUrl(`${LIVE_PATHS.events}${query}`);
}

/**
 * The app's one live channel, heard while the caller is drawn: each event makes the queries of its
 * topic ask again; after a reconnection every topic's do, since events may have been missed
 * meanwhile. Callers of the same account share one socket (live-channel.ts).
 */
export function useLiveEvents({ accountId, topicKeys = LIVE_TOPIC_KEYS }: Options = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (accountId === null) return;
    const refresher = createLiveRefresher(queryClient, topicKeys);
    const topics = Object.keys(topicKeys) as LiveTopic[];
    const leave = joinLiveChannel(channelUrl(accountId), {
      onEvent: (event) => refresher.refresh([event.topic]),
      onReconnected: () => refresher.refresh(topics),
    });
    return () => {
      leave();
      refresher.stop();
    };
  }, [queryClient, accountId, topicKeys]);
}
