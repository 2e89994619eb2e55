import { CAMPAIGNS_PATHS, DEVICES_PATHS, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { campaign, campaignOptions, counts, paged } from '../test/campaign-factory.ts';
import { CampaignsPage } from './CampaignsPage.tsx';

const LIST = `GET ${CAMPAIGNS_PATHS.campaigns}`;
const URL = '/app/c/campaigns';
const move = (name: 'start' | 'pause' | 'resume' | 'cancel', id: string) =>
  `POST ${fillPath(CAMPAIGNS_PATHS[name], { campaign_id: id })}`;

const row = (name: string) =>
  screen.getAllByTestId('campaign-row').find((r) => within(r).queryByText(name)) as HTMLElement;
const actionsOf = (name: string) =>
  within(row(name))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('the campaigns page', () => {
  it('shows a loader, then says when there are no campaigns yet', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    renderScreen(<CampaignsPage />, { url: URL });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    answer({ status: 200, body: paged([]) });
    expect(await screen.findByText('No campaigns yet')).toBeVisible();
    expect(screen.getByRole('link', { name: /Content Templates/ })).toHaveAttribute(
      'href',
      '/app/c/campaigns/content-templates',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const api = fakeApi({ [LIST]: { status: 500, body: { detail: 'boom', code: 'server_error' } } });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    expect(await screen.findByText('Something did not load')).toBeVisible();
    api.set(LIST, { status: 200, body: paged([campaign({ id: 'c1', name: 'Promo' })]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Promo')).toBeVisible();
  });

  it('shows each campaign with its status, reason, progress and only the actions its status allows', async () => {
    fakeApi({
      [LIST]: {
        status: 200,
        body: paged([
          campaign({ id: 'c1', name: 'Draft one' }),
          campaign({
            id: 'c2',
            name: 'Running one',
            status: 'running',
            counts: counts({ queued: 6, sent: 2, delivered: 1, read: 1 }),
            replies: 1,
            progress: 40,
            started_at: '2026-03-02T03:00:00.000Z',
          }),
          campaign({ id: 'c3', name: 'Paused one', status: 'paused', status_reason: 'no_device_left' }),
          campaign({
            id: 'c4',
            name: 'Scheduled one',
            status: 'scheduled',
            scheduled_at: '2026-04-01T03:00:00.000Z',
          }),
          campaign({
            id: 'c5',
            name: 'Done one',
            status: 'completed',
            progress: 100,
            counts: counts({ read: 10 }),
          }),
          campaign({ id: 'c6', name: 'Stopped one', status: 'cancelled' }),
        ]),
      },
    });
    renderScreen(<CampaignsPage />, { url: URL });
    await screen.findByText('Draft one');

    expect(actionsOf('Draft one')).toEqual(['Start', 'Edit', 'Duplicate', 'Cancel campaign', 'Delete']);
    expect(actionsOf('Running one')).toEqual(['Pause', 'Duplicate', 'Cancel campaign']);
    expect(actionsOf('Paused one')).toEqual(['Resume', 'Duplicate', 'Cancel campaign']);
    expect(actionsOf('Scheduled one')).toEqual(['Pause', 'Edit', 'Duplicate', 'Cancel campaign']);
    expect(actionsOf('Done one')).toEqual(['Duplicate', 'Delete']);
    expect(actionsOf('Stopped one')).toEqual(['Duplicate', 'Delete']);
    // Read and reply rates of the messages that went out (4 here: 1 read, 1 reply); none yet: a dash.
    expect(within(row('Running one')).getByTestId('campaign-rates')).toHaveTextContent('Read 25%Replied 25%');
    expect(within(row('Done one')).getByTestId('campaign-rates')).toHaveTextContent('Read 100%Replied 0%');
    expect(within(row('Draft one')).getByTestId('campaign-rates')).toHaveTextContent('Read –Replied –');

    const running = within(row('Running one'));
    expect(running.getByTestId('campaign-status')).toHaveTextContent('Running');
    expect(running.getByTestId('campaign-progress')).toHaveAttribute('data-progress', '40');
    expect(running.getByText('4 of 10 done')).toBeVisible();
    expect(running.getByText('Started')).toBeVisible();
    expect(within(row('Paused one')).getByTestId('campaign-status-reason')).toHaveTextContent(
      'Paused: no device is left to send.',
    );
    expect(within(row('Scheduled one')).getByText('Scheduled for')).toBeVisible();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 6');
    expect(within(row('Draft one')).getByRole('link', { name: 'Draft one' })).toHaveAttribute(
      'href',
      '/app/c/campaigns/c1',
    );
  });

  it('duplicates a campaign into a new draft and opens it in the form', async () => {
    const done = campaign({ id: 'c5', name: 'Done one', status: 'completed', progress: 100 });
    const copy = campaign({ id: 'c7', name: 'Done one (copy)', total_recipients: 0 });
    const duplicate = `POST ${fillPath(CAMPAIGNS_PATHS.duplicate, { campaign_id: 'c5' })}`;
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([done]) },
      [duplicate]: { status: 201, body: copy },
      [`GET ${DEVICES_PATHS.selectOptions}`]: { status: 200, body: campaignOptions() },
      [`GET ${CAMPAIGNS_PATHS.audience}`]: {
        status: 200,
        body: { recipients: 10, duplicates: 0, opted_out: 0, invalid_numbers: 0, account_clock: '10:00:00' },
      },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    await screen.findByText('Done one');
    await user.click(within(row('Done one')).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Done one (copy) made as a draft')).toBeVisible();
    expect(api.callsTo(duplicate)[0]?.body).toEqual({ name: 'Done one (copy)' });
    const form = await screen.findByRole('form', { name: 'Edit campaign' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Done one (copy)');
  });

  it('pauses at once, and cancels only after the confirmation', async () => {
    const running = campaign({ id: 'c2', name: 'Running one', status: 'running' });
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([running]) },
      [move('pause', 'c2')]: { status: 200, body: { ...running, status: 'paused' } },
      [move('cancel', 'c2')]: { status: 200, body: { ...running, status: 'cancelled' } },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    await screen.findByText('Running one');

    await user.click(within(row('Running one')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Running one paused')).toBeVisible();
    expect(api.callsTo(move('pause', 'c2'))).toHaveLength(1);

    await user.click(within(row('Running one')).getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Running one?' });
    expect(api.callsTo(move('cancel', 'c2'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(move('cancel', 'c2'))).toHaveLength(0);

    await user.click(within(row('Running one')).getByRole('button', { name: 'Cancel campaign' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Running one?' })).getByRole('button', {
        name: 'Cancel campaign',
      }),
    );
    expect(await screen.findByText('Running one cancelled')).toBeVisible();
    expect(api.callsTo(move('cancel', 'c2'))).toHaveLength(1);
  });

  it('deletes after the confirmation and says why when the server refuses', async () => {
    const done = campaign({ id: 'c5', name: 'Done one', status: 'completed' });
    const one = `DELETE ${fillPath(CAMPAIGNS_PATHS.campaign, { campaign_id: 'c5' })}`;
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([done]) },
      [one]: { status: 409, body: { detail: 'x', code: 'campaign_cannot_delete' } },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    await screen.findByText('Done one');
    await user.click(within(row('Done one')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Done one?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('A running, scheduled or paused campaign cannot be deleted: cancel it first.'),
    ).toBeVisible();
    expect(api.callsTo(one)).toHaveLength(1);
  });

  it('asks the server for the chosen status and page, and says when the count is an estimate', async () => {
    const api = fakeApi({
      [LIST]: (request) => ({
        status: 200,
        body: {
          ...paged([
            campaign({ id: `p${request.query.get('page')}`, name: `Page ${request.query.get('page')}` }),
          ]),
          count: 25_000,
          count_is_estimate: true,
          count_exact_up_to: 10_000,
        },
      }),
    });
    const { user, router } = renderScreen(<CampaignsPage />, { url: `${URL}?status=running` });
    await screen.findByText('Page 1');
    expect(api.callsTo(LIST)[0]?.query.get('status')).toBe('running');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Total: 10,000+');
    expect(screen.getByTestId('list-total-estimate')).toHaveTextContent('only the first 10,000');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3')).toBeVisible();
    expect(router.state.location.search).toContain('page=3');
  });
});
