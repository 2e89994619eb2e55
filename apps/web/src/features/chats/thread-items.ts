import type { ChatMessage, ConversationEvent } from '@siar/shared';
import type { ThreadPage } from './chats-api.ts';

export type ThreadItem =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'event'; event: ConversationEvent };

/**
 * The loaded pages as one thread, oldest first: messages and assignment lines in time order (a
 * line at the same moment as a message comes after it). Each page carries the lines of its own
 * span, so none shows twice.
 */
export function threadItems(pages: ThreadPage[]): ThreadItem[] {
  const messages = pages.toReversed().flatMap((page) => page.results);
  const events = pages
    .flatMap((page) => page.events ?? [])
    .toSorted((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const items: ThreadItem[] = [];
  let next = 0;
  for (const message of messages) {
    while (next < events.length && Date.parse(events[next]!.at) < Date.parse(message.sent_at))
      items.push({ kind: 'event', event: events[next++]! });
    items.push({ kind: 'message', message });
  }
  for (; next < events.length; next++) items.push({ kind: 'event', event: events[next]! });
  return items;
}
