import { DASHBOARD_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { dashboardStats } from '../test/dashboard-factory.ts';
import { DashboardPage } from './DashboardPage.tsx';

const STATS = `GET ${DASHBOARD_PATHS.stats}`;
const URL = '/app/c/dashboard';

describe('the dashboard', () => {
  it('shows skeletons while the figures load', async () => {
    fakeApi({ [STATS]: () => new Promise(() => {}) });
    renderScreen(<DashboardPage />, { url: URL });
    expect(await screen.findByTestId('dashboard-devices')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('devices-connected')).not.toBeInTheDocument();
  });

  it('shows the four panels with their figures', async () => {
    fakeApi({ [STATS]: { status: 200, body: dashboardStats() } });
    renderScreen(<DashboardPage />, { url: URL });
    expect(await screen.findByTestId('devices-connected')).toHaveTextContent('2');
    expect(screen.getByTestId('devices-disconnected')).toHaveTextContent('1');
    const kasir = screen.getAllByTestId('dashboard-device')[0]!;
    expect(kasir).toHaveTextContent('Kasir');
    expect(kasir).toHaveTextContent('1,234');

    expect(screen.getByTestId('chats-incoming')).toHaveTextContent('87');
    expect(screen.getByTestId('chats-unanswered')).toHaveTextContent('5');
    expect(screen.getByTestId('chats-open')).toHaveTextContent('12');
    expect(screen.getByTestId('chats-waiting')).toHaveTextContent('4');
    expect(screen.getByTestId('chats-longest-wait')).toHaveTextContent('1 h 2 min');
    expect(screen.getByTestId('chats-avg-response')).toHaveTextContent('2 min');
    expect(screen.getByTestId('chats-median-response')).toHaveTextContent('42 s');

    expect(screen.getByTestId('campaigns-total')).toHaveTextContent('4');
    expect(screen.getByTestId('campaigns-completed')).toHaveTextContent('Completed: 2');
    expect(screen.getByTestId('campaigns-running')).toHaveTextContent('Running: 1');

    const stats = screen.getByTestId('dashboard-campaign-stats');
    expect(within(stats).queryByText('No campaign messages in the last 14 days.')).not.toBeInTheDocument();
    const row = within(stats).getByTestId('dashboard-campaign');
    expect(within(row).getByRole('link', { name: 'Ramadan promo' })).toHaveAttribute(
      'href',
      '/app/c/campaigns/c1',
    );
    expect(within(row).getByTestId('dashboard-campaign-total')).toHaveTextContent('100');
    expect(within(row).getByTestId('dashboard-campaign-read')).toHaveTextContent('20');
    expect(within(row).getByTestId('dashboard-campaign-failed')).toHaveTextContent('2');
  });

  it('only logs a failed load and shows the panels empty, with no error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ [STATS]: { status: 500, body: { detail: 'boom', code: 'server_error' } } });
    renderScreen(<DashboardPage />, { url: URL });
    expect(await screen.findByTestId('devices-connected')).toHaveTextContent('0');
    expect(screen.getByTestId('chats-incoming')).toHaveTextContent('0');
    expect(screen.getByTestId('campaigns-total')).toHaveTextContent('0');
    expect(screen.queryByText('Something did not load')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load the dashboard', expect.anything());
    logged.mockRestore();
  });
});
