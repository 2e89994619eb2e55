import { DEVICES_PATHS, LIVE_PATHS } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { DevicesPage } from '../../devices/pages/DevicesPage.tsx';
import { device, pairingDevice, selectOptions } from '../../devices/test/device-factory.ts';
import { LiveEvents } from './LiveEvents.tsx';

/** The browser's WebSocket, as far as the live channel uses it. */
class FakeWebSocket {
  static last: FakeWebSocket | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  close() {}
}

describe('the live channel', () => {
  it('opens once on the panel and makes the devices table ask again on each devices event', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const api = fakeApi({
      [`GET ${DEVICES_PATHS.devices}`]: {
        status: 200,
        body: { count: 1, results: [pairingDevice('d1', 'QR', 60, { name: 'Kasir' })] },
      },
      [`GET ${DEVICES_PATHS.selectOptions}`]: { status: 200, body: selectOptions(4, 1) },
    });
    renderScreen(
      <>
        <LiveEvents />
        <DevicesPage />
      </>,
      { url: '/app/c/wa-devices' },
    );
    const row = await screen.findByTestId('device-row');
    expect(within(row).getByTestId('device-state')).toHaveTextContent('Pairing');
    const socket = FakeWebSocket.last!;
    expect(socket.url).toBe(`ws://${window.location.host}${LIVE_PATHS.events}`);

    api.set(`GET ${DEVICES_PATHS.devices}`, {
      status: 200,
      body: { count: 1, results: [device({ id: 'd1', name: 'Kasir' })] },
    });
    socket.onopen?.();
    socket.onmessage?.({ data: JSON.stringify({ account_id: 'a1', topic: 'devices', id: 'd1' }) });
    await waitFor(() => expect(within(row).getByTestId('device-state')).toHaveTextContent('Connected'));
  });
});
