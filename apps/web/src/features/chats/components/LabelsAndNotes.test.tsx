import { CHATS_PATHS, fillPath } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { conversation } from '../test/chat-factory.ts';
import { Composer } from './Composer.tsx';
import { ConversationLabels } from './ConversationLabels.tsx';

const open = conversation({
  conversation_id: 'c1',
  labels: [{ label_id: 'l1', name: 'VIP', color: 'grape' }],
});
const labels = {
  results: [
    { label_id: 'l2', name: 'Complaint', color: 'red' },
    { label_id: 'l1', name: 'VIP', color: 'grape' },
  ],
};
const members = {
  results: [
    { id: 'u1', name: 'Sari Owner', presence: 'online', open_conversations: 0 },
    { id: 'u2', name: 'Dewi Lestari', presence: 'online', open_conversations: 3 },
  ],
};

describe('labels in the thread header', () => {
  it('ticks the conversation’s labels and puts one on or takes one off', async () => {
    const on = `POST ${fillPath(CHATS_PATHS.conversationLabels, { conversation_id: 'c1' })}`;
    const off = `DELETE ${fillPath(CHATS_PATHS.conversationLabel, { conversation_id: 'c1', label_id: 'l1' })}`;
    const api = fakeApi({
      [`GET ${CHATS_PATHS.labels}`]: { status: 200, body: labels },
      [on]: { status: 200, body: open },
      [off]: { status: 200, body: { ...open, labels: [] } },
    });
    const { user } = renderScreen(<ConversationLabels conversation={open} onManage={() => {}} />);
    await user.click(screen.getByTestId('labels-control'));
    expect(await screen.findByRole('checkbox', { name: 'VIP' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Complaint' })).not.toBeChecked();
    await user.click(screen.getByText('Complaint'));
    await user.click(screen.getByText('VIP'));
    await vi.waitFor(() => expect(api.callsTo(off)).toHaveLength(1));
    expect(api.callsTo(on).map((call) => call.body)).toEqual([{ label_id: 'l2' }]);
  });
});

describe('a private note', () => {
  it('suggests members after @, and saves the note with the members it names, sending nothing', async () => {
    const notes = `POST ${fillPath(CHATS_PATHS.notes, { conversation_id: 'c1' })}`;
    const send = `POST ${fillPath(CHATS_PATHS.messages, { conversation_id: 'c1' })}`;
    const api = fakeApi({
      [`GET ${CHATS_PATHS.members}`]: { status: 200, body: members },
      [`GET ${CHATS_PATHS.quickReplies}`]: { status: 200, body: { results: [] } },
      [notes]: {
        status: 201,
        body: { note_id: 'n1', author: null, text: 'x', mentions: [], created_at: '' },
      },
    });
    const { user } = renderScreen(
      <Composer conversation={open} contact={undefined} onManageQuickReplies={() => {}} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Private note' }));
    const box = screen.getByRole('textbox', { name: 'Private note' });
    await user.type(box, 'Please call back @les');
    const suggestions = await screen.findByRole('listbox', { name: 'Team members' });
    await user.click(within(suggestions).getByText('Dewi Lestari'));
    expect(box).toHaveValue('Please call back @Dewi Lestari ');
    await user.type(box, 'today{Enter}');
    await vi.waitFor(() => expect(api.callsTo(notes)).toHaveLength(1));
    expect(api.callsTo(notes)[0]?.body).toEqual({
      text: 'Please call back @Dewi Lestari today',
      mention_ids: ['u2'],
    });
    expect(api.callsTo(send)).toEqual([]);
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });
});
