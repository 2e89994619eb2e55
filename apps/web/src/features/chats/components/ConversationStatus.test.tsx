import { BUSINESS_HOURS_PATHS, CHATS_PATHS, fillPath } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { conversation } from '../test/chat-factory.ts';
import { ConversationList } from './ConversationList.tsx';
import { ConversationStatusControl } from './ConversationStatusControl.tsx';
import { StatusTabs } from './StatusTabs.tsx';

const open = conversation({ conversation_id: 'c1', name: 'Open Olga' });
const statusPath = fillPath(CHATS_PATHS.status, { conversation_id: open.conversation_id });

function Inbox() {
  const [status, setStatus] = useState<'open' | 'pending' | 'snoozed' | 'resolved' | 'all'>('open');
  return (
    <>
      <StatusTabs channelId={null} value={status} onChange={setStatus} />
      <ConversationList
        filter={{ channelId: null, search: '', unanswered: false, status }}
        selectedId={null}
        onSelect={() => {}}
      />
    </>
  );
}

describe('the inbox by status', () => {
  it('shows each status with its count, and lists the chosen one with its badge', async () => {
    const snoozed = conversation({ conversation_id: 'c2', name: 'Snoozed Sari', status: 'snoozed' });
    const api = fakeApi({
      [`GET ${CHATS_PATHS.conversationCounts}`]: {
        status: 200,
        // Counts stop past CONVERSATION_COUNT_CAP: the tab says "more than" it.
        body: { open: 4, pending: 1, snoozed: 2, resolved: 1_000 },
      },
      [`GET ${CHATS_PATHS.conversations}`]: (request) => ({
        status: 200,
        body: { results: request.query.get('status') === 'snoozed' ? [snoozed] : [open], next_cursor: null },
      }),
      [`GET ${BUSINESS_HOURS_PATHS.current}`]: { status: 404, body: { detail: 'none' } },
    });
    const { user } = renderScreen(<Inbox />);
    await screen.findByText('Open Olga');
    expect(screen.queryByTestId('status-badge')).toBeNull();
    const tabs = screen.getByTestId('status-tabs');
    expect(await within(tabs).findByText('Snoozed 2')).toBeVisible();
    expect(within(tabs).getByText('Open 4')).toBeVisible();
    expect(within(tabs).getByText('Resolved 999+')).toBeVisible();
    await user.click(within(tabs).getByText('Snoozed 2'));
    await screen.findByText('Snoozed Sari');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Snoozed');
    expect(api.callsTo(`GET ${CHATS_PATHS.conversations}`).map((call) => call.query.get('status'))).toEqual([
      'open',
      'snoozed',
    ]);
  });
});

describe('the thread header status control', () => {
  it('resolves an open conversation, and snoozes it for an hour from the menu', async () => {
    const api = fakeApi({
      [`POST ${statusPath}`]: (request) => ({
        status: 200,
        body: { ...open, ...(request.body as object) },
      }),
    });
    const { user } = renderScreen(<ConversationStatusControl conversation={open} />);
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await user.click(screen.getByRole('button', { name: 'More status actions' }));
    await user.click(await screen.findByText('For 1 hour'));
    await expect.poll(() => api.callsTo(`POST ${statusPath}`).length).toBe(2);
    const [resolved, snoozed] = api.callsTo(`POST ${statusPath}`).map((call) => call.body) as {
      status: string;
      snoozed_until?: string;
    }[];
    expect(resolved).toEqual({ status: 'resolved' });
    expect(snoozed!.status).toBe('snoozed');
    const inMinutes = (new Date(snoozed!.snoozed_until!).getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(55);
    expect(inMinutes).toBeLessThan(61);
  });

  it('reopens a resolved conversation, and says so when the move is refused', async () => {
    const resolved = conversation({ ...open, status: 'resolved' });
    fakeApi({
      [`POST ${statusPath}`]: {
        status: 409,
        body: { detail: 'x', code: 'conversation_status_move_refused' },
      },
    });
    const { user } = renderScreen(<ConversationStatusControl conversation={resolved} />, { language: 'id' });
    expect(screen.queryByRole('button', { name: 'Tindakan status lainnya' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buka lagi' }));
    expect(
      await screen.findByText(
        'Percakapan tidak dapat dipindah ke status ini dari statusnya sekarang; muat ulang percakapan.',
      ),
    ).toBeVisible();
  });
});
