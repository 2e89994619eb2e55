import { DEVICE_HEALTH_PATHS, DEVICES_PATHS, type Device } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { device, selectOptions } from '../test/device-factory.ts';
import { DevicesPage } from './DevicesPage.tsx';

// WhatsApp's limits on a number's new chats, on the devices page: its reach-out lock until when,
// and where it stands against WhatsApp's cap.

const page = (results: Device[]) => ({ status: 200, body: { count: results.length, results } });
const rowOf = (name: string) =>
  screen.getAllByTestId('device-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe("WhatsApp's limits on the devices page", () => {
  it('says until when new chats wait for a lock, where a cap stands, and nothing for a free number', async () => {
    fakeApi({
      [`GET ${DEVICES_PATHS.devices}`]: page([
        device({ id: 'd1', name: 'Locked', new_chats_locked_until: '2026-03-02T09:30:00.000Z' }),
        device({
          id: 'd2',
          name: 'Capped',
          whatsapp_new_chat_cap: { total: 250, used: 250, ends_at: '2026-03-03T00:00:00.000Z' },
        }),
        device({ id: 'd3', name: 'Free' }),
      ]),
      [`GET ${DEVICES_PATHS.selectOptions}`]: { status: 200, body: selectOptions(5) },
      [`GET ${DEVICE_HEALTH_PATHS.list}`]: { status: 200, body: { results: [] } },
    });
    renderScreen(<DevicesPage />, { url: '/app/c/wa-devices' });
    await screen.findByText('Locked');
    const lock = within(rowOf('Locked')).getByTestId('reach-out-lock');
    expect(lock).toHaveTextContent(/New chats paused until .*2026.*reach-out lock \(463\)/);
    expect(lock).toHaveTextContent('Replies to contacts who wrote still go.');
    expect(within(rowOf('Capped')).getByTestId('new-chat-cap')).toHaveTextContent(
      /WhatsApp's cap: 250 of 250 new chats, until .*2026/,
    );
    expect(within(rowOf('Free')).queryByTestId('reach-out-lock')).toBeNull();
    expect(within(rowOf('Free')).queryByTestId('new-chat-cap')).toBeNull();
  });
});
