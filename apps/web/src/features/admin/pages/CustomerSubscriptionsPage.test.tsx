import {
  type AdminSubscriptionRow,
  DEVICES_ADMIN_PATHS,
  type Device,
  fillPath,
  type GatewaysAnswer,
  LIVE_PATHS,
  SUBSCRIPTIONS_ADMIN_PATHS,
} from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { device, pairingDevice } from '../../devices/test/device-factory.ts';
import { CustomerSubscriptionsPage } from './CustomerSubscriptionsPage.tsx';

const URL = '/apanel/customer/subscriptions';
const LIST = `GET ${SUBSCRIPTIONS_ADMIN_PATHS.subscriptions}`;
const GATEWAYS = `GET ${DEVICES_ADMIN_PATHS.gateways}`;
const ADD_DEVICE = `POST ${DEVICES_ADMIN_PATHS.devices}`;
const DEVICE = (id: string) => `GET ${fillPath(DEVICES_ADMIN_PATHS.device, { device_id: id })}`;
const RETRY = (id: string) => `POST ${fillPath(DEVICES_ADMIN_PATHS.retry, { device_id: id })}`;

const STATUS_DISPLAY: Record<number, string> = {
  1: 'Active',
  2: 'Awaiting device',
  3: 'Device disconnected',
  4: 'Ended',
};

function subscription(status: number, name: string): AdminSubscriptionRow {
  return {
    subscription_id: `sub-${status}`,
    account_dict: { name, account_id: `acc-${status}`, username: null, email: null },
    plan_id: 'starter',
    plan_display: 'Starter',
    billing_cycle: 'monthly',
    is_trial: false,
    status,
    status_display: STATUS_DISPLAY[status]!,
    start_date: '2026-03-01T03:00:00.000Z',
    end_date: '2026-03-31T16:59:59.000Z',
    cancel_at_period_end: false,
    next_plan_id: null,
    next_billing_cycle: null,
    next_plan_starts_at: null,
    created_at: '2026-03-01T03:00:00.000Z',
  };
}

const ROWS = [
  subscription(1, 'Toko Aktif'),
  subscription(2, 'Toko Ana'),
  subscription(3, 'Kedai Budi'),
  subscription(4, 'Warung Lama'),
];

const gateways = (capacity: number, devices: number): GatewaysAnswer => ({
  results: [{ name: 'gw-1', address: 'http://gw-1.example', capacity, devices }],
  room: capacity - devices,
});

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

function subscriptionsServer(extra: Parameters<typeof fakeApi>[0] = {}) {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return fakeApi({
    [LIST]: () => ({ status: 200, body: { count: ROWS.length, results: ROWS } }),
    [GATEWAYS]: { status: 200, body: gateways(200, 3) },
    ...extra,
  });
}

const row = (name: string) =>
  screen.getAllByTestId('subscription-row').find((r) => within(r).queryByText(name)) as HTMLElement;

/** Opens Scan QR on Toko Ana's row (status 2) and adds a device named Kasir. */
async function scanQrForTokoAna(user: ReturnType<typeof renderScreen>['user']) {
  await screen.findByText('Toko Ana');
  await user.click(within(row('Toko Ana')).getByRole('button', { name: 'Scan QR' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/A WhatsApp number for Toko Ana/)).toBeVisible();
  await user.type(dialog.getByLabelText(/^Name/), 'Kasir');
  await user.click(dialog.getByRole('radio', { name: 'Sandbox' }));
  await user.click(dialog.getByRole('button', { name: 'Add and show QR' }));
  return dialog;
}

describe('Scan QR on the subscriptions list', () => {
  it('is offered on subscriptions awaiting a device or disconnected only', async () => {
    subscriptionsServer();
    renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    await screen.findByText('Toko Ana');
    const scanQr = (name: string) => within(row(name)).queryByRole('button', { name: 'Scan QR' });
    expect(scanQr('Toko Aktif')).not.toBeInTheDocument();
    expect(scanQr('Toko Ana')).toBeInTheDocument();
    expect(scanQr('Kedai Budi')).toBeInTheDocument();
    expect(scanQr('Warung Lama')).not.toBeInTheDocument();
  });

  it("adds a device to the row's account, shows its QR live, and closes once it is connected", async () => {
    let current: Device = pairingDevice('d1', 'http://localhost/sandbox/scan/tok-1', 60, {
      name: 'Kasir',
      engine: 'sandbox',
    });
    const api = subscriptionsServer({
      [ADD_DEVICE]: () => ({ status: 201, body: current }),
      [DEVICE('d1')]: () => ({ status: 200, body: current }),
    });
    const { user } = renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    const dialog = await scanQrForTokoAna(user);

    expect(await dialog.findByTestId('pairing-qr')).toHaveAttribute(
      'data-qr',
      'http://localhost/sandbox/scan/tok-1',
    );
    expect(api.callsTo(ADD_DEVICE)[0]!.body).toEqual({
      account_id: 'acc-2',
      name: 'Kasir',
      engine: 'sandbox',
      gateway: null,
      pairing_phone: null,
    });
    expect(dialog.getByText('Pair Kasir')).toBeVisible();
    expect(dialog.getByTestId('pairing-countdown')).toHaveTextContent(/^[01]:\d\d$/);
    expect(dialog.getByRole('link', { name: 'Open the sandbox phone' })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/scan/tok-1',
    );
    // Staff hear the customer's account while the dialog is open.
    const socket = FakeWebSocket.last!;
    expect(socket.url).toBe(`ws://${window.location.host}${LIVE_PATHS.events}?account_id=acc-2`);

    // The phone links: the account's live event makes the dialog ask again, and it closes.
    current = device({ id: 'd1', name: 'Kasir', engine: 'sandbox', phone_number: '+6289900000001' });
    const paired = ROWS.map((r) => (r.status === 2 ? { ...r, status: 1, status_display: 'Active' } : r));
    api.set(LIST, { status: 200, body: { count: paired.length, results: paired } });
    const listCalls = api.callsTo(LIST).length;
    socket.onopen?.();
    socket.onmessage?.({ data: JSON.stringify({ account_id: 'acc-2', topic: 'devices', id: 'd1' }) });
    expect(await dialog.findByText('Connected as +6289900000001.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
    expect(await within(row('Toko Ana')).findByText('Active')).toBeVisible();
  });

  it('offers Retry when the QR ran out, through the staff path', async () => {
    const expired = device({
      id: 'd2',
      name: 'Kasir',
      state: 'qr_expired',
      phone_number: null,
      connected_at: null,
    });
    const api = subscriptionsServer({
      [ADD_DEVICE]: { status: 201, body: expired },
      [DEVICE('d2')]: { status: 200, body: expired },
      [RETRY('d2')]: { status: 200, body: pairingDevice('d2', 'QR-AGAIN', 60, { name: 'Kasir' }) },
    });
    const { user } = renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    const dialog = await scanQrForTokoAna(user);
    expect(await dialog.findByText('QR expired')).toBeVisible();
    api.set(DEVICE('d2'), { status: 200, body: pairingDevice('d2', 'QR-AGAIN', 60, { name: 'Kasir' }) });
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByTestId('pairing-qr')).toHaveAttribute('data-qr', 'QR-AGAIN');
    expect(api.callsTo(RETRY('d2'))).toHaveLength(1);
  });

  it("says why it was refused: the customer's plan limit, no gateway room, an engine under its field", async () => {
    const api = subscriptionsServer({
      [ADD_DEVICE]: {
        status: 403,
        body: {
          detail: 'Your Starter plan allows up to 5 WhatsApp devices, and you have 5.',
          code: 'device_limit_reached',
          params: { plan: 'Starter', limit: '5', current: '5' },
        },
      },
    });
    const { user } = renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    const dialog = await scanQrForTokoAna(user);
    expect(
      await dialog.findByText(
        "This customer's Starter plan allows up to 5 WhatsApp devices, and they have 5. Remove one of their devices or change their plan first.",
      ),
    ).toBeVisible();

    api.set(ADD_DEVICE, {
      status: 503,
      body: { detail: 'No gateway has room.', code: 'gateway_full' },
    });
    await user.click(dialog.getByRole('button', { name: 'Add and show QR' }));
    expect(
      await dialog.findByText(
        'No gateway has room for another device right now. Please try again later or contact support.',
      ),
    ).toBeVisible();

    api.set(ADD_DEVICE, {
      status: 400,
      body: {
        engine: ['This engine is not offered here.'],
        field_codes: { engine: [{ code: 'engine_not_offered', params: { engines: 'sandbox' } }] },
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Add and show QR' }));
    expect(await dialog.findByText('This engine is not offered here. Choose one of: sandbox.')).toBeVisible();
  });
});

describe('Add Subscription', () => {
  const addButton = () => screen.getByRole('button', { name: 'Add Subscription' });

  it('is enabled while a live gateway has room', async () => {
    subscriptionsServer();
    renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    await waitFor(() => expect(addButton()).toBeEnabled());
    expect(screen.queryByTestId('add-subscription-reason')).not.toBeInTheDocument();
  });

  it('waits, disabled, until the gateways answer', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    subscriptionsServer({ [GATEWAYS]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    await screen.findByText('Toko Ana');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAttribute('data-loading');
    answer({ status: 200, body: gateways(200, 3) });
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it('says when the gateways could not be asked, and asks again', async () => {
    const api = subscriptionsServer({ [GATEWAYS]: { status: 500, body: { detail: 'Server error' } } });
    const { user } = renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    const reason = await screen.findByTestId('add-subscription-reason');
    expect(reason).toHaveTextContent("The gateways' room could not be checked.");
    expect(addButton()).toBeDisabled();
    api.set(GATEWAYS, { status: 200, body: gateways(200, 3) });
    await user.click(within(reason).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it('is disabled, saying why, when every gateway is full or none runs', async () => {
    const api = subscriptionsServer({ [GATEWAYS]: { status: 200, body: gateways(200, 200) } });
    const view = renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    expect(await screen.findByTestId('add-subscription-reason')).toHaveTextContent(
      'Every live gateway is full: no WhatsApp device can be added for a new subscription.',
    );
    expect(addButton()).toBeDisabled();
    view.unmount();

    api.set(GATEWAYS, { status: 200, body: { results: [], room: 0 } });
    renderScreen(<CustomerSubscriptionsPage />, { url: URL });
    expect(await screen.findByTestId('add-subscription-reason')).toHaveTextContent(
      'No gateway is running, so no WhatsApp device can be added for a new subscription.',
    );
    expect(addButton()).toBeDisabled();
  });
});
