import { DEVICES_PATHS, type Device, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { device, pairingDevice, selectOptions } from '../test/device-factory.ts';
import { DevicesPage } from './DevicesPage.tsx';

const LIST = `GET ${DEVICES_PATHS.devices}`;
const ADD = `POST ${DEVICES_PATHS.devices}`;
const OPTIONS = `GET ${DEVICES_PATHS.selectOptions}`;
const ONE = (id: string) => fillPath(DEVICES_PATHS.device, { device_id: id });
const URL = '/app/c/wa-devices';

const page = (results: Device[]) => ({ status: 200, body: { count: results.length, results } });

/** Add device, once the plan's room is known (the button waits for it). */
async function openAddDevice(user: UserEvent) {
  const button = await screen.findByRole('button', { name: 'Add device' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return screen.findByRole('form', { name: 'Add a WhatsApp device' });
}

const row = (name: string) =>
  screen.getAllByTestId('device-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe('the devices page', () => {
  it('shows a loader while the devices load', async () => {
    fakeApi({
      [LIST]: () => new Promise(() => {}),
      [OPTIONS]: { status: 200, body: selectOptions(5) },
    });
    renderScreen(<DevicesPage />, { url: URL });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it('says so when there are no devices yet, and links to warmup', async () => {
    fakeApi({ [LIST]: page([]), [OPTIONS]: { status: 200, body: selectOptions(5) } });
    renderScreen(<DevicesPage />, { url: URL });
    expect(await screen.findByText('No devices yet')).toBeVisible();
    expect(screen.getByRole('link', { name: /Warmup/ })).toHaveAttribute('href', '/app/c/wa-devices/warmup');
    expect(screen.getByTestId('device-plan-usage')).toHaveTextContent('0 of 5 devices in use');
  });

  it('offers to try again when the devices cannot be loaded', async () => {
    const api = fakeApi({
      [LIST]: { status: 500, body: { detail: 'Internal Server Error', code: 'server_error' } },
      [OPTIONS]: { status: 200, body: selectOptions(5) },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    expect(await screen.findByText('Something did not load')).toBeVisible();
    api.set(LIST, page([device({ id: 'd1', name: 'Kasir' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kasir')).toBeVisible();
  });

  it('lists each device with its number, engine, state badge and reason, use and counts', async () => {
    fakeApi({
      [LIST]: page([
        device({ id: 'd1', name: 'Kasir', in_use: true, sent_today: 1234 }),
        device({
          id: 'd2',
          name: 'Demo',
          engine: 'sandbox',
          state: 'banned',
          state_reason: 'WhatsApp banned this number',
          phone_number: null,
          last_seen_at: null,
          paused: true,
        }),
        pairingDevice('d3', 'qr-text-1', 60, { name: 'Gudang' }),
      ]),
      [OPTIONS]: { status: 200, body: selectOptions(2, 3) },
    });
    renderScreen(<DevicesPage />, { url: URL });

    const kasir = within(await screen.findByText('Kasir').then(() => row('Kasir')));
    expect(kasir.getByText('+6281234567890')).toBeVisible();
    expect(kasir.getByText('WhatsApp')).toBeVisible();
    expect(kasir.getByTestId('device-state')).toHaveAttribute('data-state', 'connected');
    expect(kasir.getByTestId('device-state')).toHaveTextContent('Connected');
    expect(kasir.getByText('In use')).toBeVisible();
    expect(kasir.getByTestId('device-sent-today')).toHaveTextContent('1,234');
    expect(kasir.getByRole('switch', { name: 'Pause Kasir' })).not.toBeChecked();

    const demo = within(row('Demo'));
    expect(demo.getByText('Sandbox')).toBeVisible();
    expect(demo.getByTestId('device-state')).toHaveTextContent('Banned');
    expect(demo.getByText('WhatsApp banned this number')).toBeVisible();
    expect(demo.getByText('Not linked yet')).toBeVisible();
    expect(demo.getByText('Never')).toBeVisible();
    expect(demo.getByRole('switch', { name: 'Pause Demo' })).toBeChecked();
    expect(demo.getByRole('button', { name: 'Pair again' })).toBeVisible();
    expect(demo.getByRole('button', { name: 'Sandbox faults for Demo' })).toBeVisible();

    const gudang = within(row('Gudang'));
    expect(gudang.getByTestId('device-state')).toHaveAttribute('data-state', 'pairing');
    expect(gudang.getByRole('button', { name: 'Show QR' })).toBeVisible();
    expect(within(row('Kasir')).queryByRole('button', { name: /Sandbox faults/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('device-plan-usage')).toHaveTextContent('3 of 5 devices in use');
  });

  it('adds a device within the plan and shows its pairing dialog', async () => {
    const added = pairingDevice('d9', 'http://localhost/sandbox/scan/tok123', 60, {
      name: 'Percobaan',
      engine: 'sandbox',
    });
    const api = fakeApi({
      [LIST]: page([]),
      [OPTIONS]: { status: 200, body: selectOptions(1, 4) },
      [ADD]: { status: 201, body: added },
      [`GET ${ONE('d9')}`]: { status: 200, body: added },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    const form = await openAddDevice(user);
    await user.click(within(form).getByRole('button', { name: 'Add and pair' }));
    expect(await within(form).findByText('Please give the device a name.')).toBeVisible();

    await user.type(within(form).getByLabelText(/^Name/), 'Percobaan');
    await user.click(within(form).getByRole('radio', { name: 'Sandbox' }));
    await user.click(within(form).getByRole('button', { name: 'Add and pair' }));

    expect(await screen.findByTestId('pairing-qr')).toHaveAttribute(
      'data-qr',
      'http://localhost/sandbox/scan/tok123',
    );
    expect(api.callsTo(ADD)[0]!.body).toEqual({
      name: 'Percobaan',
      engine: 'sandbox',
      gateway: null,
      pairing_phone: null,
    });
    expect(screen.getByRole('link', { name: /Open the sandbox phone/ })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/scan/tok123',
    );
  });

  it('asks for a valid number when pairing by phone, and shows the plan limit the server gives', async () => {
    const api = fakeApi({
      [LIST]: page([]),
      [OPTIONS]: { status: 200, body: selectOptions(1, 4) },
      [ADD]: {
        status: 403,
        body: {
          detail: 'Your plan allows 5 devices.',
          code: 'device_limit_reached',
          params: { limit: 5 },
        },
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    const form = await openAddDevice(user);
    await user.type(within(form).getByLabelText(/^Name/), 'Kasir 2');
    await user.click(within(form).getByRole('checkbox', { name: /Pair with a phone number/ }));
    await user.type(within(form).getByLabelText(/^Phone number/), '0812');
    await user.click(within(form).getByRole('button', { name: 'Add and pair' }));
    expect(
      await within(form).findByText('Please enter a valid phone number (e.g., +1234567890)'),
    ).toBeVisible();
    expect(api.callsTo(ADD)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Phone number/));
    await user.type(within(form).getByLabelText(/^Phone number/), '+6281298765432');
    await user.click(within(form).getByRole('button', { name: 'Add and pair' }));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect((api.callsTo(ADD)[0]!.body as { pairing_phone: string }).pairing_phone).toBe('+6281298765432');
    expect(await within(form).findByRole('alert')).toHaveTextContent(/5/);
  });

  it('disables Add device with the reason when the plan has no place left', async () => {
    fakeApi({ [LIST]: page([device({ id: 'd1' })]), [OPTIONS]: { status: 200, body: selectOptions(0, 5) } });
    renderScreen(<DevicesPage />, { url: URL });
    expect(await screen.findByTestId('device-limit-reason')).toHaveTextContent(
      "Your plan's device limit is reached (5 in use).",
    );
    expect(screen.getByRole('button', { name: 'Add device' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/app/c/account/subscription',
    );
  });

  it('shows the spec toast when a device cannot be paused, and keeps it running', async () => {
    const api = fakeApi({
      [LIST]: page([device({ id: 'd1', name: 'Kasir' })]),
      [OPTIONS]: { status: 200, body: selectOptions(4, 1) },
      [`PATCH ${ONE('d1')}`]: {
        status: 500,
        body: { detail: 'Internal Server Error', code: 'server_error' },
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    const toggle = await screen.findByRole('switch', { name: 'Pause Kasir' });
    await user.click(toggle);
    expect(await screen.findByText('Error pausing WA Device')).toBeVisible();
    expect(api.callsTo(`PATCH ${ONE('d1')}`)[0]!.body).toEqual({ paused: true });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('pauses a device and shows it paused', async () => {
    const kasir = device({ id: 'd1', name: 'Kasir' });
    fakeApi({
      [LIST]: () => page([kasir]),
      [OPTIONS]: { status: 200, body: selectOptions(4, 1) },
      [`PATCH ${ONE('d1')}`]: ({ body }: FakeRequest) => {
        Object.assign(kasir, body);
        return { status: 200, body: kasir };
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    await user.click(await screen.findByRole('switch', { name: 'Pause Kasir' }));
    expect(await screen.findByText('Kasir is paused: nothing is sent through it.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Pause Kasir' })).toBeChecked();
  });

  it('force deletes after the warning, with the spec toast, and asks the select options again', async () => {
    const devices = [device({ id: 'd1', name: 'Kasir' }), device({ id: 'd2', name: 'Gudang' })];
    const api = fakeApi({
      [LIST]: () => page(devices),
      [OPTIONS]: () => ({ status: 200, body: selectOptions(5 - devices.length, devices.length) }),
      [`DELETE ${fillPath(DEVICES_PATHS.forceDelete, { device_id: 'd1' })}`]: () => {
        devices.splice(0, 1);
        return { status: 200, body: { detail: 'WA Device deleted successfully', device_id: 'd1' } };
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    await screen.findByText('Kasir');
    const optionReads = api.callsTo(OPTIONS).length;

    await user.click(within(row('Kasir')).getByRole('button', { name: 'Actions for Kasir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Force delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warning! Record will be permanently deleted')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('WA Device deleted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Kasir')).not.toBeInTheDocument());
    expect(screen.getByText('Gudang')).toBeVisible();
    expect(api.callsTo(OPTIONS).length).toBeGreaterThan(optionReads);
    expect(screen.getByTestId('device-plan-usage')).toHaveTextContent('1 of 5 devices in use');
  });

  it('logs a device out after confirming', async () => {
    const kasir = device({ id: 'd1', name: 'Kasir' });
    const api = fakeApi({
      [LIST]: () => page([kasir]),
      [OPTIONS]: { status: 200, body: selectOptions(4, 1) },
      [`POST ${fillPath(DEVICES_PATHS.logout, { device_id: 'd1' })}`]: () => {
        Object.assign(kasir, {
          state: 'logged_out',
          state_reason: 'Logged out from Siar',
          phone_number: null,
        });
        return { status: 200, body: kasir };
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Actions for Kasir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Kasir is logged out.')).toBeVisible();
    expect(within(row('Kasir')).getByText('Logged out')).toBeVisible();
    expect(api.callsTo(`POST ${fillPath(DEVICES_PATHS.logout, { device_id: 'd1' })}`)).toHaveLength(1);
  });

  it('makes a sandbox device act out a fault from its menu', async () => {
    const api = fakeApi({
      [LIST]: page([device({ id: 'd1', name: 'Demo', engine: 'sandbox' })]),
      [OPTIONS]: { status: 200, body: selectOptions(4, 1) },
      [`POST ${fillPath(DEVICES_PATHS.sandboxFault, { device_id: 'd1' })}`]: {
        status: 200,
        body: device({ id: 'd1', name: 'Demo', engine: 'sandbox' }),
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Sandbox faults for Demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Get banned' }));
    expect(await screen.findByText(/will act this out in a moment: Get banned/)).toBeVisible();
    expect(api.callsTo(`POST ${fillPath(DEVICES_PATHS.sandboxFault, { device_id: 'd1' })}`)[0]!.body).toEqual(
      {
        fault: 'ban',
      },
    );
  });

  it('renames a device', async () => {
    const kasir = device({ id: 'd1', name: 'Kasir' });
    fakeApi({
      [LIST]: () => page([kasir]),
      [OPTIONS]: { status: 200, body: selectOptions(4, 1) },
      [`PATCH ${ONE('d1')}`]: ({ body }: FakeRequest) => {
        Object.assign(kasir, body);
        return { status: 200, body: kasir };
      },
    });
    const { user } = renderScreen(<DevicesPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Actions for Kasir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByLabelText(/^Name/);
    await user.clear(field);
    await user.type(field, 'Kasir Utama');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Device renamed')).toBeVisible();
    expect(await screen.findByText('Kasir Utama')).toBeVisible();
  });
});
