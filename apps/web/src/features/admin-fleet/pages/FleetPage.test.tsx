import { FLEET_PATHS, type Fleet } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { FleetPage } from './FleetPage.tsx';

const FLEET = `GET ${FLEET_PATHS.fleet}`;

const fleet: Fleet = {
  gateways: [
    {
      name: 'gw-1',
      address: 'http://gw-1:3000',
      alive: true,
      capacity: 200,
      devices: 150,
      rss_bytes: 300 * 1024 * 1024,
      heap_used_bytes: 120 * 1024 * 1024,
      event_loop_p99_ms: 14.2,
      heartbeat_at: '2026-03-02T08:07:00.000Z',
      started_at: '2026-03-01T08:00:00.000Z',
      silent_reconnects: 7,
      storm: true,
    },
    {
      name: 'gw-2',
      address: 'http://gw-2:3000',
      alive: false,
      capacity: 200,
      devices: 0,
      rss_bytes: null,
      heap_used_bytes: null,
      event_loop_p99_ms: null,
      heartbeat_at: '2026-03-02T06:00:00.000Z',
      started_at: '2026-03-01T08:00:00.000Z',
      silent_reconnects: 0,
      storm: false,
    },
  ],
  by_state: [
    { state: 'connected', count: 140 },
    { state: 'banned', count: 2 },
  ],
  by_level: [
    { level: 'critical', count: 3 },
    { level: 'healthy', count: 130 },
    { level: 'none', count: 9 },
  ],
  events: [
    {
      kind: 'refusals_463',
      at: '2026-03-02T08:07:00.000Z',
      count: 4,
      device_id: 'd9',
      device_name: 'Promo 9',
      phone_number: '+6281200000009',
      account_id: 'a1',
      account_name: 'Toko Sari',
      gateway: 'gw-1',
    },
    {
      kind: 'silent_session',
      at: '2026-03-02T07:30:00.000Z',
      count: 2,
      device_id: 'd4',
      device_name: 'Front desk',
      phone_number: '+6281200000004',
      account_id: 'a2',
      account_name: 'Warung Budi',
      gateway: 'gw-1',
    },
  ],
  incidents: [
    {
      id: 'i2',
      gateway: 'gw-1',
      kind: 'reconnect_storm',
      devices: 96,
      campaigns_paused: 14,
      started_at: '2026-03-02T08:01:00.000Z',
      ended_at: null,
    },
    {
      id: 'i1',
      gateway: 'gw-2',
      kind: 'reconnect_storm',
      devices: 6,
      campaigns_paused: 0,
      started_at: '2026-02-28T10:00:00.000Z',
      ended_at: '2026-02-28T10:04:00.000Z',
    },
  ],
  lowest: [
    {
      device_id: 'd9',
      device_name: 'Promo 9',
      phone_number: '+6281200000009',
      state: 'connected',
      account_id: 'a1',
      account_name: 'Toko Sari',
      gateway: 'gw-1',
      score: 12,
      level: 'critical',
      reasons: [{ code: 'refusals_463', points: 45, value: 4 }],
    },
  ],
};

describe('the fleet view', () => {
  it('shows the gateways, the counts, the lowest health and the recent 463s; a filter goes to the API and the address', async () => {
    const api = fakeApi({ [FLEET]: { status: 200, body: fleet } });
    const { user } = renderScreen(<FleetPage />, { url: '/apanel/gateways', path: '/apanel/gateways' });
    const [first, second] = await screen.findAllByTestId('fleet-gateway');
    expect(first).toHaveTextContent('gw-1');
    expect(first).toHaveTextContent('Devices 150 of 200');
    expect(first).toHaveTextContent('300 MB');
    expect(first).toHaveTextContent('14.2 ms');
    expect(second).toHaveTextContent('Down');
    expect(second).toHaveTextContent('Not reported');
    expect(screen.getByTestId('fleet-by-state')).toHaveTextContent('Banned2');
    expect(screen.getByTestId('fleet-by-level')).toHaveTextContent('Not scored9');
    const lowest = screen.getByTestId('fleet-lowest-device');
    expect(lowest).toHaveTextContent('Critical · 12');
    expect(lowest).toHaveTextContent('Reach-out refusals (463): 4');
    const [refusals, silent] = screen.getAllByTestId('fleet-event');
    expect(refusals).toHaveTextContent('463 refusals: 4');
    expect(silent).toHaveTextContent('Front desk · +6281200000004');
    expect(silent).toHaveTextContent('Silent, reconnected: 2');

    await user.click(within(screen.getByTestId('fleet-filters')).getByRole('combobox', { name: 'Health' }));
    await user.click(await screen.findByRole('option', { name: 'Critical' }));
    await waitFor(() => expect(api.callsTo(FLEET).at(-1)?.query.get('level')).toBe('critical'));
  });

  it("shows each gateway's silent sessions reconnected and its reconnect storms, the one going on marked", async () => {
    fakeApi({ [FLEET]: { status: 200, body: fleet } });
    renderScreen(<FleetPage />, { url: '/apanel/gateways', path: '/apanel/gateways' });
    const [first, second] = await screen.findAllByTestId('fleet-gateway');
    expect(first).toHaveTextContent('Reconnect storm');
    expect(first).toHaveTextContent('Silent sessions reconnected (7 days)7');
    expect(second).not.toHaveTextContent('Reconnect storm');
    expect(second).toHaveTextContent('Silent sessions reconnected (7 days)0');

    const [ongoing, ended] = screen.getAllByTestId('fleet-incident');
    expect(ongoing).toHaveTextContent('gw-1');
    expect(ongoing).toHaveTextContent('Devices failed: 96 · Campaigns paused: 14');
    expect(ongoing).toHaveTextContent(/^gw-1.*Going on since/);
    expect(ended).toHaveTextContent('Devices failed: 6 · Campaigns paused: 0');
    expect(ended).toHaveTextContent(/ to /);
    expect(screen.getByTestId('fleet-incidents')).toHaveTextContent(
      'The campaigns it paused wait for their customers to resume them.',
    );
  });

  it('says so when no gateway had a storm', async () => {
    fakeApi({ [FLEET]: { status: 200, body: { ...fleet, incidents: [] } } });
    renderScreen(<FleetPage />, { url: '/apanel/gateways', path: '/apanel/gateways' });
    expect(await screen.findByText('No gateway had a reconnect storm in the last 7 days.')).toBeVisible();
  });

  it('offers to try again when the fleet cannot be loaded', async () => {
    fakeApi({ [FLEET]: { status: 500, body: { detail: 'x', code: 'server_error' } } });
    renderScreen(<FleetPage />, { url: '/apanel/gateways', path: '/apanel/gateways' });
    expect(await screen.findByText('Something did not load')).toBeVisible();
  });
});
