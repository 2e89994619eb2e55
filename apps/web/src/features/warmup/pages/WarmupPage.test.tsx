import { WARMUP_PATHS, type WarmupAnswer } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { warmupDevice, warmupSettings, warmupView } from '../test/warmup-factory.ts';
import { warmupKeys } from '../warmup.query-keys.ts';
import { WarmupPage } from './WarmupPage.tsx';

const VIEW = `GET ${WARMUP_PATHS.warmup}`;
const START = `POST ${WARMUP_PATHS.start}`;
const STOP = `POST ${WARMUP_PATHS.stop}`;
const URL = '/app/c/wa-devices/warmup';

const answer = (view: WarmupAnswer) => ({ status: 200, body: view });
const row = (name: string) =>
  screen.getAllByTestId('warmup-device-row').find((r) => within(r).queryByText(name)) as HTMLElement;

const running = (messagesSent = 3) =>
  warmupView({
    settings: warmupSettings({ status: 2 }),
    run: {
      started_at: '2026-03-01T03:00:00.000Z',
      ended_at: null,
      messages_sent: messagesSent,
      next_message_at: new Date(Date.now() + 30_000).toISOString(),
    },
    devices: [
      warmupDevice({ device_id: 'd1', name: 'Kasir', taking_part: true, in_use: true, messages_sent: 2 }),
      warmupDevice({ device_id: 'd2', name: 'Gudang', taking_part: true, in_use: true, messages_sent: 1 }),
    ],
  });

describe('the warmup page', () => {
  it('shows a loader while the warmup loads', async () => {
    fakeApi({ [VIEW]: () => new Promise(() => {}) });
    renderScreen(<WarmupPage />, { url: URL });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it('offers to try again when the warmup cannot be loaded', async () => {
    const api = fakeApi({
      [VIEW]: { status: 500, body: { detail: 'Internal Server Error', code: 'server_error' } },
    });
    const { user } = renderScreen(<WarmupPage />, { url: URL });
    expect(await screen.findByText('Something did not load')).toBeVisible();
    api.set(VIEW, answer(warmupView({ devices: [warmupDevice({ device_id: 'd1', name: 'Kasir' })] })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kasir')).toBeVisible();
  });

  it('says so when the account has no devices, with a link to WA Devices', async () => {
    fakeApi({ [VIEW]: answer(warmupView()) });
    renderScreen(<WarmupPage />, { url: URL });
    expect(await screen.findByTestId('warmup-devices-empty')).toHaveTextContent('No devices yet');
    expect(screen.getByRole('link', { name: 'Go to WA Devices' })).toHaveAttribute(
      'href',
      '/app/c/wa-devices',
    );
    expect(screen.getByRole('button', { name: 'Start warmup' })).toBeDisabled();
  });

  it('lets only connected, unpaused devices take part, saying why not, and starts with the chosen ones', async () => {
    const api = fakeApi({
      [VIEW]: answer(
        warmupView({
          devices: [
            warmupDevice({ device_id: 'd1', name: 'Kasir', engine: 'sandbox' }),
            warmupDevice({ device_id: 'd2', name: 'Gudang', paused: true }),
            warmupDevice({ device_id: 'd3', name: 'Cabang', state: 'disconnected', phone_number: null }),
            warmupDevice({ device_id: 'd4', name: 'Toko' }),
          ],
        }),
      ),
      [START]: answer(running(0)),
    });
    const { user } = renderScreen(<WarmupPage />, { url: URL });

    const kasir = within(await screen.findByText('Kasir').then(() => row('Kasir')));
    expect(kasir.getByText('Sandbox')).toBeVisible();
    expect(kasir.getByTestId('device-state')).toHaveTextContent('Connected');
    expect(kasir.getByText('None yet')).toBeVisible();
    expect(within(row('Gudang')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('Gudang')).getByText('Paused devices cannot take part')).toBeVisible();
    expect(within(row('Cabang')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('Cabang')).getByText('Only connected devices can take part')).toBeVisible();

    const start = screen.getByRole('button', { name: 'Start warmup' });
    expect(start).toBeDisabled();
    expect(screen.getByText('Choose at least two connected devices to start.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Kasir takes part' }));
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Toko takes part' }));
    expect(screen.getByTestId('warmup-chosen')).toHaveTextContent('Devices chosen: 2');
    await user.click(start);

    expect(await screen.findByText('Warmup started')).toBeVisible();
    expect(api.callsTo(START)[0]!.body).toEqual({ device_ids: ['d1', 'd4'] });
  });

  it('shows the running warmup locked, its progress as it arrives, and stops it', async () => {
    const stopped = { ...running(4), settings: warmupSettings({ status: 4 }) };
    const api = fakeApi({
      [VIEW]: answer(running(3)),
      [STOP]: () => {
        api.set(VIEW, answer(stopped));
        return answer(stopped);
      },
    });
    const { user, queryClient } = renderScreen(<WarmupPage />, { url: URL });

    expect(await screen.findByTestId('warmup-status')).toHaveTextContent('Running');
    expect(screen.getByTestId('warmup-locked')).toHaveTextContent(
      'Can not be updated while Warmup process is already running',
    );
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Message based' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(screen.getByTestId('warmup-messages-sent')).toHaveTextContent('3');
    expect(screen.getByTestId('warmup-next-message')).toHaveTextContent(/\(in 0:\d\d\)/);
    expect(within(row('Kasir')).getByRole('checkbox')).toBeChecked();
    expect(within(row('Kasir')).getByText('In use')).toBeVisible();

    // A live warmup event refetches everything under ['warmup'].
    api.set(VIEW, answer(running(4)));
    await queryClient.invalidateQueries({ queryKey: warmupKeys.all });
    await waitFor(() => expect(screen.getByTestId('warmup-messages-sent')).toHaveTextContent('4'));

    await user.click(screen.getByRole('button', { name: 'Stop warmup' }));
    expect(await screen.findByText('Warmup stopped')).toBeVisible();
    expect(api.callsTo(STOP)).toHaveLength(1);
    expect(screen.getByTestId('warmup-status')).toHaveTextContent('Stopped');
    expect(screen.queryByTestId('warmup-locked')).not.toBeInTheDocument();
  });

  it('tells why a start was refused', async () => {
    fakeApi({
      [VIEW]: answer(
        warmupView({
          devices: [
            warmupDevice({ device_id: 'd1', name: 'Kasir', taking_part: true }),
            warmupDevice({ device_id: 'd2', name: 'Toko', taking_part: true }),
          ],
        }),
      ),
      [START]: {
        status: 400,
        body: {
          device_ids: ['Toko is not connected, or is paused. Choose connected devices.'],
          field_codes: { device_ids: [{ code: 'warmup_device_not_ready', params: { name: 'Toko' } }] },
        },
      },
    });
    const { user } = renderScreen(<WarmupPage />, { url: URL });
    // The last run's devices are offered again.
    await user.click(await screen.findByRole('button', { name: 'Start warmup' }));
    expect(
      await screen.findByText('Toko is not connected, or is paused. Choose connected devices.'),
    ).toBeVisible();
  });
});
