import { CHATS_PATHS, type ChatChannel } from '@siar/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { chatDevices } from '../test/chat-factory.ts';
import { ChatChannelsPage } from './ChatChannelsPage.tsx';

const channel = (id: string, name: string, position: number): ChatChannel => ({
  channel_id: id,
  name,
  color: 'teal',
  auto_assign: false,
  position,
  device_ids: ['d1'],
  unread_conversations: 0,
});
const CHANNELS = [channel('c1', 'Sales', 0), channel('c2', 'Support', 1), channel('c3', 'Billing', 2)];
const ORDER = `PUT ${CHATS_PATHS.channelsOrder}`;

function names() {
  return screen.getAllByTestId('channel-name').map((el) => el.textContent);
}

describe('manage chat channels', () => {
  it('saves a new order at once, and on failure puts the old order back with the spec text', async () => {
    const api = fakeApi({
      [`GET ${CHATS_PATHS.channels}`]: { status: 200, body: { results: CHANNELS } },
      [`GET ${CHATS_PATHS.devices}`]: { status: 200, body: chatDevices },
      [ORDER]: { status: 500, body: { detail: 'boom', code: 'server_error' } },
    });
    const { user } = renderScreen(<ChatChannelsPage />, { url: '/app/c/wa-chats/chat-channels' });
    expect(await screen.findAllByTestId('channel-name')).toHaveLength(3);
    expect(names()).toEqual(['Sales', 'Support', 'Billing']);
    expect(screen.getAllByText('Kasir')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Move Billing up' }));
    expect(await screen.findByText('Error updating chat channels order')).toBeVisible();
    await waitFor(() => expect(names()).toEqual(['Sales', 'Support', 'Billing']));
    expect(api.callsTo(ORDER)[0]?.body).toEqual({ channel_ids: ['c1', 'c3', 'c2'] });

    const moved = [CHANNELS[1]!, CHANNELS[0]!, CHANNELS[2]!];
    api.set(ORDER, { status: 200, body: { results: moved } });
    api.set(`GET ${CHATS_PATHS.channels}`, { status: 200, body: { results: moved } });
    await user.click(screen.getByRole('button', { name: 'Move Support up' }));
    await waitFor(() => expect(names()).toEqual(['Support', 'Sales', 'Billing']));
    expect(api.callsTo(ORDER).at(-1)?.body).toEqual({ channel_ids: ['c2', 'c1', 'c3'] });
  });

  it('says so when there are no channels yet', async () => {
    fakeApi({
      [`GET ${CHATS_PATHS.channels}`]: { status: 200, body: { results: [] } },
      [`GET ${CHATS_PATHS.devices}`]: { status: 200, body: chatDevices },
    });
    renderScreen(<ChatChannelsPage />, { url: '/app/c/wa-chats/chat-channels' });
    expect(await screen.findByTestId('channels-empty')).toBeVisible();
  });
});
