import { AUTH_PATHS, CHATS_PATHS, fillPath } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { conversation } from '../test/chat-factory.ts';
import { AssigneeControl } from './AssigneeControl.tsx';

const open = conversation({ conversation_id: 'c1' });
const assigneePath = `POST ${fillPath(CHATS_PATHS.assignee, { conversation_id: 'c1' })}`;
const session = {
  is_authenticated: true,
  user: {
    id: 'u2',
    username: 'dewi_agent',
    name: 'Dewi',
    email: null,
    is_staff: false,
    account_id: 'a1',
    role: 'agent',
    numbers_hidden: false,
    subscription: null,
  },
};
const members = {
  results: [
    { id: 'u1', name: 'Sari', presence: 'offline', open_conversations: 0 },
    { id: 'u2', name: 'Dewi', presence: 'online', open_conversations: 3 },
    { id: 'u3', name: 'Rudi', presence: 'away', open_conversations: 1 },
  ],
};

describe('the thread header assignment', () => {
  it('lists the members with their presence, takes the conversation for me, and gives it to another', async () => {
    const api = fakeApi({
      [`GET ${AUTH_PATHS.session}`]: { status: 200, body: session },
      [`GET ${CHATS_PATHS.members}`]: { status: 200, body: members },
      [assigneePath]: (request) => ({
        status: 200,
        body: { ...open, assignee: { id: (request.body as { user_id: string }).user_id, name: 'x' } },
      }),
    });
    const { user } = renderScreen(<AssigneeControl conversation={open} />);
    expect(screen.getByTestId('assignee-control')).toHaveTextContent('Unassigned');
    await user.click(screen.getByTestId('assignee-control'));
    expect(await screen.findByRole('img', { name: 'Away' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Online' })).toBeVisible();
    await user.click(await screen.findByText('Assign to me'));
    await user.click(screen.getByTestId('assignee-control'));
    await user.click(await screen.findByText('Rudi'));
    expect(api.callsTo(assigneePath).map((call) => call.body)).toEqual([
      { user_id: 'u2' },
      { user_id: 'u3' },
    ]);
  });
});
