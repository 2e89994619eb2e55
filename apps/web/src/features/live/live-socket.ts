import type { LiveEventMessage, LiveTopic } from '@siar/shared';
import type { TabPresence, TabPresenceSource } from './tab-presence.ts';

/** Waits between reconnection attempts: doubling from the first, up to the last, with jitter. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export interface LiveSocketOptions {
  url: string;
  /** The topics the page knows; messages of others are ignored. */
  topics: readonly LiveTopic[];
  onEvent: (event: LiveEventMessage) => void;
  /** After a reconnection: whatever changed while the socket was down was not heard. */
  onReconnected: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  /** The tab's presence, told to the server (a team member's presence comes from their tabs). */
  presence?: TabPresenceSource;
}

/** The wait before attempt `attempt` (0 first): 1 s, 2 s, 4 s … up to 30 s, each 50-100 % of that. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** An event of the channel, or null for anything else. */
function asLiveEvent(value: unknown, topics: readonly LiveTopic[]): LiveEventMessage | null {
  const event = value as Partial<LiveEventMessage> | null;
  if (!event || typeof event !== 'object' || typeof event.account_id !== 'string') return null;
  if (!topics.includes(event.topic as LiveTopic)) return null;
  return event as LiveEventMessage;
}

/** The events of a frame (one event, or an array of a burst's), leaving out anything else. */
export function parseLiveEvents(data: unknown, topics: readonly LiveTopic[]): LiveEventMessage[] {
  if (typeof data !== 'string') return [];
  try {
    const frame: unknown = JSON.parse(data);
    return (Array.isArray(frame) ? frame : [frame])
      .map((value) => asLiveEvent(value, topics))
      .filter((event) => event !== null);
  } catch {
    return [];
  }
}

/**
 * Keeps the panel's live channel open: a lost socket is opened again after a growing wait (a
 * restarting server is not hammered), until the returned function closes it for good.
 */
export function connectLiveSocket(options: LiveSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let openedBefore = false;
  let stopped = false;
  const tell = (presence: TabPresence) => {
    if (socket?.readyState === 1) socket.send(JSON.stringify({ presence }));
  };
  const unlisten = options.presence?.listen(tell);

  function open() {
    const current = create(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      // The server counts a new tab online; an away one says so at once.
      if (options.presence?.current() === 'away') tell('away');
      if (openedBefore) options.onReconnected();
      openedBefore = true;
    };
    current.onmessage = (message) => {
      for (const event of parseLiveEvents(message.data, options.topics)) options.onEvent(event);
    };
    // An error is followed by close, where the next attempt is planned.
    current.onclose = () => {
      if (stopped || socket !== current) return;
      timer = setTimeout(open, reconnectDelay(attempt, options.random));
      attempt += 1;
    };
  }

  open();
  return () => {
    stopped = true;
    unlisten?.();
    clearTimeout(timer);
    socket?.close();
  };
}

/** The channel's address on this page's host (wss: under https). */
export function liveSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
