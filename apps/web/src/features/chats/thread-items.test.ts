import { describe, expect, it } from 'vitest';
import { message } from './test/chat-factory.ts';
import { threadItems } from './thread-items.ts';

const line = (id: number, at: string) => ({
  id,
  kind: 'assigned' as const,
  from: null,
  to: null,
  by: null,
  at,
});

const note = (id: string, at: string) => ({
  note_id: id,
  author: null,
  text: 'Hi',
  mentions: [],
  created_at: at,
});

describe('the thread with its assignment lines and notes', () => {
  it('puts each line and note between the messages of its moment, oldest first, across pages', () => {
    const newest = {
      results: [message({ message_id: 'm3', sent_at: '2026-11-28T10:05:00Z' })],
      next_cursor: 'c',
      events: [line(2, '2026-11-28T10:06:00Z')],
      notes: [note('n1', '2026-11-28T10:05:30Z')],
    };
    const older = {
      results: [
        message({ message_id: 'm1', sent_at: '2026-11-28T10:00:00Z' }),
        message({ message_id: 'm2', sent_at: '2026-11-28T10:02:00Z' }),
      ],
      next_cursor: null,
      events: [line(1, '2026-11-28T10:01:00Z')],
      notes: [],
    };
    const order = threadItems([newest, older]).map((item) =>
      item.kind === 'message'
        ? item.message.message_id
        : item.kind === 'event'
          ? `line ${item.event.id}`
          : `note ${item.note.note_id}`,
    );
    expect(order).toEqual(['m1', 'line 1', 'm2', 'm3', 'note n1', 'line 2']);
  });
});
