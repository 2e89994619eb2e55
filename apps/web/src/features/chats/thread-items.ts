import type { ChatMessage, ConversationEvent, ConversationNote } from '@siar/shared';
import type { ThreadPage } from './chats-api.ts';

export type ThreadItem =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'event'; event: ConversationEvent }
  | { kind: 'note'; note: ConversationNote };

type Aside = Exclude<ThreadItem, { kind: 'message' }> & { at: string };

/**
 * The loaded pages as one thread, oldest first: messages, assignment lines and private notes in
 * time order (a line or note at the same moment as a message comes after it). Each page carries the
 * lines and notes of its own span, so none shows twice.
 */
export function threadItems(pages: ThreadPage[]): ThreadItem[] {
  const messages = pages.toReversed().flatMap((page) => page.results);
  const asides: Aside[] = pages
    .flatMap((page): Aside[] => [
      ...(page.events ?? []).map((event) => ({ kind: 'event' as const, event, at: event.at })),
      ...(page.notes ?? []).map((note) => ({ kind: 'note' as const, note, at: note.created_at })),
    ])
    .toSorted((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const items: ThreadItem[] = [];
  const aside = ({ at: _, ...item }: Aside): ThreadItem => item as ThreadItem;
  let next = 0;
  for (const message of messages) {
    while (next < asides.length && Date.parse(asides[next]!.at) < Date.parse(message.sent_at))
      items.push(aside(asides[next++]!));
    items.push({ kind: 'message', message });
  }
  for (; next < asides.length; next++) items.push(aside(asides[next]!));
  return items;
}
