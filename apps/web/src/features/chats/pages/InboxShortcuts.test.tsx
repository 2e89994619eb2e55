import { CHATS_PATHS, fillPath } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { neighbour } from '../inbox-shortcuts.ts';
import { chatDevices, conversation } from '../test/chat-factory.ts';
import { ChatsPage } from './ChatsPage.tsx';

const first = conversation({ conversation_id: '11111111-1111-4111-8111-111111111111', name: 'Ani' });
const second = conversation({
  conversation_id: '22222222-2222-4222-8222-222222222222',
  name: 'Budi',
  assignee: { id: 'u2', name: 'Dewi' },
});
const path = (name: 'conversation' | 'messages' | 'read' | 'status', id: string) =>
  fillPath(CHATS_PATHS[name], { conversation_id: id });

function inbox() {
  const routes: Record<string, unknown> = {
    [`GET ${CHATS_PATHS.channels}`]: { status: 200, body: { results: [] } },
    [`GET ${CHATS_PATHS.quickReplies}`]: { status: 200, body: { results: [] } },
    [`GET ${CHATS_PATHS.conversations}`]: {
      status: 200,
      body: { results: [first, second], next_cursor: null },
    },
    [`GET ${CHATS_PATHS.devices}`]: { status: 200, body: chatDevices },
    [`GET ${CHATS_PATHS.members}`]: { status: 200, body: { results: [] } },
  };
  for (const c of [first, second]) {
    routes[`GET ${path('conversation', c.conversation_id)}`] = { status: 200, body: c };
    routes[`GET ${path('messages', c.conversation_id)}`] = {
      status: 200,
      body: { results: [], next_cursor: null, events: [] },
    };
    routes[`POST ${path('read', c.conversation_id)}`] = { status: 200, body: { detail: 'ok' } };
    routes[`POST ${path('status', c.conversation_id)}`] = { status: 200, body: { ...c, status: 'resolved' } };
  }
  return fakeApi(routes as Parameters<typeof fakeApi>[0]);
}

describe('the inbox keys', () => {
  it('moves through the list with j and k, resolves with e, and lists the keys with ?', async () => {
    const api = inbox();
    const { user } = renderScreen(<ChatsPage />, { url: '/app/c/wa-chats' });
    await screen.findAllByTestId('conversation');
    // Whose each conversation is shows on its row.
    expect(screen.getByTestId('conversation-assignee')).toHaveTextContent('→ Dewi');
    await user.keyboard('j');
    expect(await screen.findByTestId('thread-title')).toHaveTextContent('Ani');
    await user.keyboard('j');
    await expect.poll(() => screen.getByTestId('thread-title').textContent).toBe('Budi');
    await user.keyboard('k');
    await expect.poll(() => screen.getByTestId('thread-title').textContent).toBe('Ani');
    await user.keyboard('e');
    await expect
      .poll(() => api.callsTo(`POST ${path('status', first.conversation_id)}`).map((call) => call.body))
      .toEqual([{ status: 'resolved' }]);
    await user.keyboard('{Shift>}?{/Shift}');
    expect(await screen.findByTestId('shortcuts-help')).toHaveTextContent('Next conversation');
  });

  it('starts from the first conversation and stops at either end', () => {
    expect(neighbour(['a', 'b'], null, 1)).toBe('a');
    expect(neighbour(['a', 'b'], 'b', 1)).toBe('b');
    expect(neighbour(['a', 'b'], 'a', -1)).toBe('a');
    expect(neighbour([], null, 1)).toBeUndefined();
  });
});
