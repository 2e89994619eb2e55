import { DEVICE_HEALTH_PATHS, DEVICES_PATHS, type Device, type DeviceHealth } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { device, selectOptions } from '../test/device-factory.ts';
import { DevicesPage } from './DevicesPage.tsx';

const URL = '/app/c/wa-devices';
const page = (results: Device[]) => ({ status: 200, body: { count: results.length, results } });

function health(patch: Partial<DeviceHealth> & { device_id: string }): DeviceHealth {
  return {
    score: 100,
    level: 'healthy',
    reasons: [],
    computed_at: '2026-03-02T08:07:00.000Z',
    level_changed_at: null,
    previous_level: null,
    history: [
      { day: '2026-03-01', score: 100 },
      { day: '2026-03-02', score: 100 },
    ],
    ...patch,
  };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('device-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe('health on the devices page', () => {
  it('shows each device its level, score, sparkline and heaviest reasons, and the numbers at risk above', async () => {
    fakeApi({
      [`GET ${DEVICES_PATHS.devices}`]: page([
        device({ id: 'd1', name: 'Kasir' }),
        device({ id: 'd2', name: 'Promo' }),
        device({ id: 'd3', name: 'Fresh' }),
      ]),
      [`GET ${DEVICES_PATHS.selectOptions}`]: { status: 200, body: selectOptions(5) },
      [`GET ${DEVICE_HEALTH_PATHS.list}`]: {
        status: 200,
        body: {
          results: [
            health({ device_id: 'd1' }),
            health({
              device_id: 'd2',
              score: 45,
              level: 'critical',
              previous_level: 'at_risk',
              level_changed_at: '2026-03-02T08:07:00.000Z',
              reasons: [
                { code: 'refusals_463', points: 30, value: 2 },
                { code: 'low_delivery', points: 15, value: 52 },
                { code: 'new_number', points: 10, value: 3 },
              ],
            }),
          ],
        },
      },
    });
    renderScreen(<DevicesPage />, { url: URL });
    const notice = await screen.findByTestId('device-health-notice');
    expect(notice).toHaveTextContent('Numbers that need attention');
    expect(notice).toHaveTextContent('Promo: Critical (45)');
    expect(notice).toHaveTextContent('Reach-out refusals (463): 2');
    expect(notice).not.toHaveTextContent('Kasir');

    const promo = within(rowOf('Promo'));
    expect(promo.getByTestId('device-health-level')).toHaveTextContent('Critical · 45');
    const reasons = promo.getByTestId('device-health-reasons');
    expect(reasons).toHaveTextContent('Reach-out refusals (463): 2');
    expect(reasons).toHaveTextContent('Delivered: 52%');
    expect(reasons).not.toHaveTextContent('New number');
    expect(within(rowOf('Kasir')).getByTestId('device-health-level')).toHaveTextContent('Healthy · 100');
    expect(within(rowOf('Kasir')).getByTestId('device-health-sparkline')).toBeInTheDocument();
    expect(within(rowOf('Fresh')).getByTestId('device-health-none')).toHaveTextContent('Not scored yet');
  });

  it('shows no notice when every number is healthy, and the table still when the health cannot load', async () => {
    fakeApi({
      [`GET ${DEVICES_PATHS.devices}`]: page([device({ id: 'd1', name: 'Kasir' })]),
      [`GET ${DEVICES_PATHS.selectOptions}`]: { status: 200, body: selectOptions(5) },
      [`GET ${DEVICE_HEALTH_PATHS.list}`]: { status: 500, body: { detail: 'x', code: 'server_error' } },
    });
    renderScreen(<DevicesPage />, { url: URL });
    expect(await screen.findByText('Kasir')).toBeVisible();
    expect(screen.queryByTestId('device-health-notice')).toBeNull();
    expect(within(rowOf('Kasir')).getByTestId('device-health-none')).toBeInTheDocument();
  });
});
