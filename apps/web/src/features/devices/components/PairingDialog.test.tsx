import { DEVICES_PATHS, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { devicesKeys } from '../devices.query-keys.ts';
import { device, pairingDevice } from '../test/device-factory.ts';
import { PairingDialog } from './PairingDialog.tsx';

const GET = `GET ${fillPath(DEVICES_PATHS.device, { device_id: 'd1' })}`;
const RETRY = `POST ${fillPath(DEVICES_PATHS.retry, { device_id: 'd1' })}`;

/** The dialog as the page holds it: open on d1 until it closes itself (or is closed). */
function Harness() {
  const [deviceId, setDeviceId] = useState<string | null>('d1');
  return deviceId ? <PairingDialog deviceId={deviceId} onClose={() => setDeviceId(null)} /> : <p>closed</p>;
}

describe('the pairing dialog', () => {
  it('shows the QR with its countdown, and replaces it in place when a new one arrives', async () => {
    const api = fakeApi({
      [GET]: { status: 200, body: pairingDevice('d1', 'QR-ONE', 42, { name: 'Kasir' }) },
    });
    const { queryClient } = renderScreen(<Harness />);

    const qr = await screen.findByTestId('pairing-qr');
    expect(qr).toHaveAttribute('data-qr', 'QR-ONE');
    expect(screen.getByRole('img', { name: 'QR code to link Kasir' })).toBeVisible();
    expect(screen.getByText('Pair Kasir')).toBeVisible();
    const countdown = screen.getByTestId('pairing-countdown');
    expect(countdown.textContent).toMatch(/^0:4[012]$/);
    // A real number: no sandbox phone to open.
    expect(screen.queryByRole('link', { name: /sandbox phone/ })).not.toBeInTheDocument();
    await waitFor(() => expect(countdown.textContent).not.toBe('0:42'), { timeout: 3000 });

    // WhatsApp's next QR: a live event makes the dialog ask again.
    api.set(GET, { status: 200, body: pairingDevice('d1', 'QR-TWO', 20, { name: 'Kasir' }) });
    await queryClient.invalidateQueries({ queryKey: devicesKeys.all });
    await waitFor(() => expect(screen.getByTestId('pairing-qr')).toHaveAttribute('data-qr', 'QR-TWO'));
    // About 20 s (the clock read on both sides may straddle a second).
    expect(screen.getByTestId('pairing-countdown').textContent).toMatch(/^0:(21|20|19)$/);
  });

  it('links a sandbox device to the sandbox phone at the QR’s own address', async () => {
    fakeApi({
      [GET]: {
        status: 200,
        body: pairingDevice('d1', 'http://siar.test/sandbox/scan/tok', 60, { engine: 'sandbox' }),
      },
    });
    renderScreen(<Harness />);
    const link = await screen.findByRole('link', { name: /Open the sandbox phone/ });
    expect(link).toHaveAttribute('href', 'http://siar.test/sandbox/scan/tok');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Sandbox')[0]).toBeVisible();
  });

  it('shows a pairing code with its instructions instead of a QR', async () => {
    fakeApi({
      [GET]: {
        status: 200,
        body: device({
          id: 'd1',
          engine: 'sandbox',
          state: 'pairing',
          phone_number: null,
          pairing: { qr: null, code: 'ABCD1234', expires_at: new Date(Date.now() + 90_000).toISOString() },
        }),
      },
    });
    renderScreen(<Harness />);
    expect(await screen.findByTestId('pairing-code')).toHaveTextContent('ABCD-1234');
    expect(screen.getByText(/Link with phone number instead/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Open the sandbox phone/ })).toHaveAttribute(
      'href',
      '/sandbox/phone',
    );
    expect(screen.queryByTestId('pairing-qr')).not.toBeInTheDocument();
  });

  it('waits for the first QR while no gateway has offered one yet', async () => {
    fakeApi({ [GET]: { status: 200, body: device({ id: 'd1', state: 'pairing', pairing: null }) } });
    renderScreen(<Harness />);
    expect(await screen.findByText('Preparing the QR code…')).toBeVisible();
  });

  it('says Connected when the device connects, then closes by itself', async () => {
    const api = fakeApi({ [GET]: { status: 200, body: pairingDevice('d1', 'QR-ONE') } });
    const { queryClient } = renderScreen(<Harness />);
    await screen.findByTestId('pairing-qr');

    api.set(GET, { status: 200, body: device({ id: 'd1', state: 'connecting', phone_number: null }) });
    await queryClient.invalidateQueries({ queryKey: devicesKeys.all });
    expect(await screen.findByText('Linked. Connecting…')).toBeVisible();

    api.set(GET, { status: 200, body: device({ id: 'd1', phone_number: '+62899123456' }) });
    await queryClient.invalidateQueries({ queryKey: devicesKeys.all });
    expect(await screen.findByText('Connected as +62899123456.')).toBeVisible();
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says QR expired when nobody scanned, and Retry asks for a new round', async () => {
    const api = fakeApi({
      [GET]: {
        status: 200,
        body: device({
          id: 'd1',
          state: 'qr_expired',
          state_reason: 'The QR code expired before it was scanned',
          phone_number: null,
        }),
      },
      [RETRY]: {
        status: 200,
        body: device({ id: 'd1', state: 'pairing', pairing: null, phone_number: null }),
      },
    });
    const { user } = renderScreen(<Harness />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('QR expired')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(api.callsTo(RETRY)).toHaveLength(1);
    expect(await within(dialog).findByText('Preparing the QR code…')).toBeVisible();
  });
});
