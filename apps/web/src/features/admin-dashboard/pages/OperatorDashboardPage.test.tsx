import { APANEL_DASHBOARD_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { operatorDashboard } from '../test/operator-dashboard-factory.ts';
import { OperatorDashboardPage } from './OperatorDashboardPage.tsx';

const DASHBOARD = `GET ${APANEL_DASHBOARD_PATHS.dashboard}`;
const URL = '/apanel/dashboard';

/** The simulated DOM lays nothing out: the charts are given room to draw their axes and labels in. */
function giveChartsRoom() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 240 }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the operator dashboard', () => {
  it('shows skeletons while the figures load', async () => {
    fakeApi({ [DASHBOARD]: () => new Promise(() => {}) });
    renderScreen(<OperatorDashboardPage />, { url: URL });
    expect(await screen.findByTestId('apanel-revenue')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('revenue-this-month')).not.toBeInTheDocument();
  });

  it('shows every figure in English', async () => {
    giveChartsRoom();
    fakeApi({ [DASHBOARD]: { status: 200, body: operatorDashboard() } });
    renderScreen(<OperatorDashboardPage />, { url: URL });
    expect(await screen.findByTestId('revenue-this-month')).toHaveTextContent('IDR 1,734,567');
    expect(screen.getByTestId('revenue-last-30')).toHaveTextContent('IDR 1,734,567');
    expect(screen.getByTestId('awaiting-amount')).toHaveTextContent('IDR 449,556');
    expect(screen.getByTestId('awaiting-count')).toHaveTextContent('2 payments wait for staff');
    expect(screen.getByRole('link', { name: 'Review payments' })).toHaveAttribute(
      'href',
      '/apanel/customer/payments',
    );
    expect(screen.getByLabelText('Confirmed payments by day, last 30 days')).toBeInTheDocument();

    expect(screen.getByTestId('subscriptions-status-1')).toHaveTextContent('120');
    expect(screen.getByTestId('subscriptions-status-4')).toHaveTextContent('41');
    const starter = screen.getByTestId('subscriptions-plan-starter');
    expect(starter).toHaveTextContent('Starter');
    expect(starter).toHaveTextContent('60');
    expect(starter).toHaveTextContent('16');

    expect(screen.getByTestId('trials-started')).toHaveTextContent('25');
    expect(screen.getByTestId('trials-converted')).toHaveTextContent('5');
    expect(screen.getByText('Conversion: 20%')).toBeInTheDocument();
    expect(screen.getByTestId('churn-this-month')).toHaveTextContent('4%');
    expect(screen.getByTestId('churn-last-month')).toHaveTextContent('5%');
    expect(screen.getByTestId('churn-definition')).toHaveTextContent(
      'divided by the paid subscriptions in force when the month began',
    );

    expect(screen.getByTestId('messages-total')).toHaveTextContent('4,400 in 30 days');
    expect(screen.getByTestId('gateways-alive')).toHaveTextContent('2');
    expect(screen.getByTestId('devices-connected')).toHaveTextContent('87');
    const health = screen.getByTestId('apanel-health');
    expect(within(health).getByText('of 95 devices')).toBeInTheDocument();
    expect(screen.getByTestId('outbox-pending')).toHaveTextContent('3,210');
    expect(within(health).getByText('12 already due')).toBeInTheDocument();
    expect(screen.getByTestId('webhooks-failed')).toHaveTextContent('1');
    expect(screen.getByTestId('jobs-queued')).toHaveTextContent('4');
  });

  it('shows the figures in Indonesian, money as rupiah', async () => {
    giveChartsRoom();
    fakeApi({ [DASHBOARD]: { status: 200, body: operatorDashboard() } });
    renderScreen(<OperatorDashboardPage />, { url: URL, language: 'id' });
    expect(await screen.findByTestId('revenue-this-month')).toHaveTextContent(/Rp\s1\.734\.567/);
    expect(screen.getByText('Dikonfirmasi bulan ini')).toBeInTheDocument();
    expect(screen.getByTestId('awaiting-count')).toHaveTextContent('2 pembayaran menunggu staf');
    expect(screen.getByRole('link', { name: 'Periksa pembayaran' })).toHaveAttribute(
      'href',
      '/apanel/customer/payments',
    );
    expect(screen.getByTestId('outbox-pending')).toHaveTextContent('3.210');
    expect(screen.getByText('Konversi: 20%')).toBeInTheDocument();
    expect(screen.getByTestId('churn-definition')).toHaveTextContent('Churn: langganan berbayar');
  });

  it('writes Bengali figures in Bengali digits', async () => {
    giveChartsRoom();
    fakeApi({ [DASHBOARD]: { status: 200, body: operatorDashboard() } });
    renderScreen(<OperatorDashboardPage />, { url: URL, language: 'bn' });
    expect(await screen.findByTestId('trials-started')).toHaveTextContent('২৫');
    expect(screen.getByTestId('outbox-pending')).toHaveTextContent('৩,২১০');
    expect(screen.getByText('এই মাসে নিশ্চিত')).toBeInTheDocument();
  });

  it('says when nothing has happened yet', async () => {
    const empty = operatorDashboard();
    empty.revenue.days = empty.revenue.days.map((day) => ({ ...day, amount: 0, payments: 0 }));
    empty.revenue.months = empty.revenue.months.map((month) => ({ ...month, amount: 0, payments: 0 }));
    empty.subscriptions = { by_status: [], by_plan: [] };
    empty.messages.days = empty.messages.days.map((day) => ({ ...day, sent: 0 }));
    empty.backlogs.jobs_queued = null;
    fakeApi({ [DASHBOARD]: { status: 200, body: empty } });
    renderScreen(<OperatorDashboardPage />, { url: URL });
    expect(await screen.findByText('No confirmed payments in this period.')).toBeInTheDocument();
    expect(screen.getByText('No live subscriptions yet.')).toBeInTheDocument();
    expect(screen.getByText('No messages sent in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Job queue not running here')).toBeInTheDocument();
    expect(screen.getByTestId('subscriptions-status-1')).toHaveTextContent('0');
  });

  it('shows a failed load with a way to try again', async () => {
    fakeApi({ [DASHBOARD]: { status: 500, body: { detail: 'boom' } } });
    renderScreen(<OperatorDashboardPage />, { url: URL });
    expect(await screen.findByText("The dashboard's figures could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
