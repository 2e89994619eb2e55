import { CAMPAIGNS_PATHS, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { campaign, counts, paged, recipient } from '../test/campaign-factory.ts';
import { CampaignDetailPage } from './CampaignDetailPage.tsx';

const ONE = `GET ${fillPath(CAMPAIGNS_PATHS.campaign, { campaign_id: 'c1' })}`;
const RECIPIENTS = `GET ${fillPath(CAMPAIGNS_PATHS.recipients, { campaign_id: 'c1' })}`;
const PAUSE = `POST ${fillPath(CAMPAIGNS_PATHS.pause, { campaign_id: 'c1' })}`;
const at = { url: '/app/c/campaigns/c1', path: '/app/c/campaigns/:campaign_id' };

const running = campaign({
  id: 'c1',
  name: 'Ramadan promo',
  status: 'running',
  total_recipients: 4,
  counts: counts({ queued: 2, sent: 1, skipped: 1 }),
  progress: 50,
  devices: [
    { id: 'd1', name: 'Kasir', state: 'connected', sent: 1, removed_reason: null },
    { id: 'd2', name: 'Gudang', state: 'connected', sent: 0, removed_reason: 'failures_in_a_row' },
  ],
  started_at: '2026-03-02T03:00:00.000Z',
});

const recipients = [
  recipient({
    id: 'r1',
    name: 'Sari',
    state: 'sent',
    device_name: 'Kasir',
    sent_at: '2026-03-02T03:01:00.000Z',
  }),
  recipient({ id: 'r2', name: 'Budi', state: 'skipped', skip_reason: 'opted_out' }),
  recipient({ id: 'r3', name: 'Dewi', state: 'failed', reason: 'Recipient is not reachable' }),
];

describe('a campaign page', () => {
  it('says how a campaign larger than the new-chat ramps allow today spreads over days, with the date', async () => {
    fakeApi({
      [ONE]: {
        status: 200,
        body: { ...running, spread: { today: 2300, total: 5000, days: 3, last_day: '2026-03-05' } },
      },
      [RECIPIENTS]: { status: 200, body: paged(recipients) },
    });
    renderScreen(<CampaignDetailPage />, at);
    expect(await screen.findByTestId('campaign-spread')).toHaveTextContent(
      '2,300 of 5,000 today; the rest over the next 3 days (until 5 Mar)',
    );
  });

  it('shows no spread when what is left fits today', async () => {
    fakeApi({
      [ONE]: { status: 200, body: { ...running, spread: null } },
      [RECIPIENTS]: { status: 200, body: paged(recipients) },
    });
    renderScreen(<CampaignDetailPage />, at);
    expect(await screen.findByTestId('campaign-name')).toBeVisible();
    expect(screen.queryByTestId('campaign-spread')).not.toBeInTheDocument();
  });

  it('shows its status, progress, counts, devices with the removal reason, and its recipients', async () => {
    fakeApi({
      [ONE]: { status: 200, body: running },
      [RECIPIENTS]: { status: 200, body: paged(recipients) },
    });
    renderScreen(<CampaignDetailPage />, at);
    expect(await screen.findByTestId('campaign-name')).toHaveTextContent('Ramadan promo');
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Running');
    expect(screen.getByTestId('campaign-progress')).toHaveAttribute('data-progress', '50');
    expect(screen.getByTestId('count-sent')).toHaveTextContent('Sent: 1');
    expect(screen.getByTestId('count-skipped')).toHaveTextContent('Skipped: 1');
    expect(screen.getByTestId('count-queued')).toHaveTextContent('Queued: 2');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel campaign' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();

    const removed = screen.getByTestId('device-removed');
    expect(removed).toHaveTextContent('Gudang was taken out of the rotation');
    expect(removed).toHaveTextContent('Too many messages failed in a row');

    const rows = await screen.findAllByTestId('recipient-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByTestId('recipient-reason')).toHaveTextContent('Opted out');
    expect(within(rows[2]!).getByTestId('recipient-reason')).toHaveTextContent('Recipient is not reachable');
    expect(within(rows[0]!).getByText('Kasir')).toBeVisible();
  });

  it('follows the campaign when its query is asked again (a live event)', async () => {
    const api = fakeApi({
      [ONE]: { status: 200, body: running },
      [RECIPIENTS]: { status: 200, body: paged(recipients) },
    });
    const { queryClient } = renderScreen(<CampaignDetailPage />, at);
    expect(await screen.findByTestId('campaign-progress')).toHaveAttribute('data-progress', '50');

    api.set(ONE, {
      status: 200,
      body: {
        ...running,
        status: 'completed',
        counts: counts({ sent: 2, read: 1, skipped: 1 }),
        progress: 100,
      },
    });
    api.set(RECIPIENTS, {
      status: 200,
      body: paged([{ ...recipients[0]!, state: 'read', read_at: '2026-03-02T03:05:00.000Z' }]),
    });
    await queryClient.invalidateQueries({ queryKey: ['campaigns'] });

    await waitFor(() =>
      expect(screen.getByTestId('campaign-progress')).toHaveAttribute('data-progress', '100'),
    );
    expect(screen.getByTestId('campaign-progress-percent')).toHaveTextContent('100%');
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Completed');
    expect(screen.getByTestId('count-read')).toHaveTextContent('Read: 1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('recipient-row')).toHaveLength(1));
    expect(screen.getByTestId('recipient-state')).toHaveTextContent('Read');
  });

  it('pauses from its header and shows the new status at once', async () => {
    let stored = running;
    const api = fakeApi({
      [ONE]: () => ({ status: 200, body: stored }),
      [RECIPIENTS]: { status: 200, body: paged(recipients) },
      [PAUSE]: () => {
        stored = { ...running, status: 'paused' };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderScreen(<CampaignDetailPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.getByTestId('campaign-status')).toHaveTextContent('Paused'));
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(api.callsTo(PAUSE)).toHaveLength(1);
  });

  it('filters the recipients by state', async () => {
    const api = fakeApi({
      [ONE]: { status: 200, body: running },
      [RECIPIENTS]: (request) => ({
        status: 200,
        body: paged(request.query.get('state') === 'failed' ? [recipients[2]!] : recipients),
      }),
    });
    const { user } = renderScreen(<CampaignDetailPage />, at);
    expect(await screen.findAllByTestId('recipient-row')).toHaveLength(3);
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(screen.getAllByTestId('recipient-row')).toHaveLength(1));
    expect(screen.getByText('Dewi')).toBeVisible();
    expect(api.callsTo(RECIPIENTS).at(-1)?.query.get('state')).toBe('failed');
  });

  it('says so when the campaign does not exist', async () => {
    fakeApi({
      [ONE]: { status: 404, body: { detail: 'Campaign not found.', code: 'campaign_not_found' } },
    });
    renderScreen(<CampaignDetailPage />, at);
    expect(await screen.findByText('Campaign not found.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
