import type { LiveEventMessage } from '@siar/shared';
import { connectLiveSocket } from './live-socket.ts';
import { LIVE_TOPICS_KNOWN } from './live-topic-keys.ts';
import { documentPresence } from './tab-presence.ts';

export type LiveListener = {
  onEvent: (event: LiveEventMessage) => void;
  /** The socket was lost and is back: whatever happened meanwhile was not heard. */
  onReconnected: () => void;
};

type Channel = { listeners: Set<LiveListener>; close: () => void };

/** The app's open channels, one socket per address, shared by whoever listens to it. */
const channels = new Map<string, Channel>();

/**
 * Listens to the live channel at `url`: the first listener opens its socket, the others share it,
 * the last one to leave closes it. The returned function leaves.
 */
export function joinLiveChannel(url: string, listener: LiveListener): () => void {
  let channel = channels.get(url);
  if (!channel) {
    const listeners = new Set<LiveListener>();
    const close = connectLiveSocket({
      url,
      topics: LIVE_TOPICS_KNOWN,
      presence: typeof document === 'undefined' ? undefined : documentPresence(),
      onEvent: (event) => {
        for (const each of listeners) each.onEvent(event);
      },
      onReconnected: () => {
        for (const each of listeners) each.onReconnected();
      },
    });
    channel = { listeners, close };
    channels.set(url, channel);
  }
  const joined = channel;
  joined.listeners.add(listener);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    joined.close();
    channels.delete(url);
  };
}
