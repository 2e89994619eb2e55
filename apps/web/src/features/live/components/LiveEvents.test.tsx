import { DEVICES_PATHS, LIVE_PATHS } from '@siar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { DevicesPage } from '../../devices/pages/DevicesPage.tsx';
import { device, pairingDevice, selectOptions } from '../../devices/test/device-factory.ts';
import { LiveEvents } from './LiveEvents.tsx';

/** The browser's WebSocket, as far as the live channel uses it; every socket opened is kept. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

/** The panel as its layout draws it: drawn again on every navigation, the live channel inside. */
function Panel() {
  useLocation();
  return (
    <>
      <LiveEvents />
      <DevicesPage />
    </>
  );
}

afterEach(() => {
  FakeWebSocket.opened = [];
});

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
    const { router, unmount } = renderScreen(<Panel />, { url: '/app/c/wa-devices' });
    const row = await screen.findByTestId('device-row');
    expect(within(row).getByTestId('device-state')).toHaveTextContent('Pairing');
    expect(FakeWebSocket.opened).toHaveLength(1);
    const socket = FakeWebSocket.opened[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}${LIVE_PATHS.events}`);

    api.set(`GET ${DEVICES_PATHS.devices}`, {
      status: 200,
      body: { count: 1, results: [device({ id: 'd1', name: 'Kasir' })] },
    });
    act(() => {
      socket.onopen?.();
      socket.onmessage?.({ data: JSON.stringify({ account_id: 'a1', topic: 'devices', id: 'd1' }) });
    });
    await waitFor(() => expect(within(row).getByTestId('device-state')).toHaveTextContent('Connected'));

    // Navigating draws the panel again: still the one socket, never closed and opened anew.
    const asked = api.callsTo(`GET ${DEVICES_PATHS.devices}`).length;
    await act(() => router.navigate('/app/c/wa-devices#again'));
    await act(() => router.navigate('/app/c/wa-devices'));
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(socket.closed).toBe(false);

    // A second event reaches the table through that same socket.
    act(() => {
      socket.onmessage?.({ data: JSON.stringify({ account_id: 'a1', topic: 'devices', id: 'd1' }) });
    });
    await waitFor(() => expect(api.callsTo(`GET ${DEVICES_PATHS.devices}`).length).toBeGreaterThan(asked));

    // Leaving the panel closes it, and nothing opens another.
    unmount();
    expect(socket.closed).toBe(true);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});
