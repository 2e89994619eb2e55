import { DEVICES_PATHS, localDate, PLANNER_PATHS } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { campaignOptions } from '../../campaigns/test/campaign-factory.ts';
import { event, feed, series } from '../test/planner-factory.ts';
import { PlannerPage } from './PlannerPage.tsx';

// FullCalendar needs a real browser's layout (the Playwright journey drives it); here the calendar
// is a list of its runs that asks for a range and opens a run when clicked, as the real one does.
vi.mock('../components/PlannerCalendar.tsx', () => ({
  PlannerCalendar: ({
    feed,
    onRange,
    onOpen,
  }: {
    feed?: { events: { id: string; title: string }[] };
    onRange: (range: { from: string; to: string }) => void;
    onOpen: (event: unknown) => void;
  }) => {
    useEffect(() => onRange({ from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' }), [onRange]);
    return (
      <ul>
        {feed?.events.map((e) => (
          <li key={e.id}>
            <button type="button" onClick={() => onOpen(e)}>
              {e.title}
            </button>
          </li>
        ))}
      </ul>
    );
  },
}));

const SKIP = `POST ${PLANNER_PATHS.skip.replace(':series_id', 's1')}`;
const LIST = `GET ${PLANNER_PATHS.series}`;
const CREATE = `POST ${PLANNER_PATHS.series}`;
const CALENDAR = `GET ${PLANNER_PATHS.calendar}`;
const PREVIEW = `POST ${PLANNER_PATHS.preview}`;
const OPTIONS = `GET ${DEVICES_PATHS.selectOptions}`;
const URL = '/app/c/planner';
const now = new Date();
// Today where the account is (the feed's zone), not in UTC: from 17:00 UTC Jakarta is a day ahead.
const day = localDate(now, 'Asia/Jakarta');

describe('the planner page', () => {
  it('shows the series with its runs’ results, the calendar’s runs and the days over a device’s cap', async () => {
    fakeApi({
      [LIST]: { status: 200, body: { results: [series()] } },
      [CALENDAR]: {
        status: 200,
        body: feed({
          events: [event({ id: 'e1', start: new Date(now.getTime() + 3_600_000).toISOString() })],
          load: [
            { date: day, devices: [{ device_id: 'd1', name: 'Kasir', planned: 250, cap: 200, over: true }] },
          ],
        }),
      },
    });
    renderScreen(<PlannerPage />, { url: URL });
    const card = await screen.findByTestId('series-card');
    expect(within(card).getByText('Monday promo')).toBeInTheDocument();
    expect(within(card).getByText(/Weekly on Mon at 09:00/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Completed · 240\/250/ })).toHaveAttribute(
      'href',
      '/app/c/campaigns/c1',
    );
    expect(await screen.findByTestId('overflow-days')).toHaveTextContent('Kasir: 250 planned, cap 200');
    expect(screen.getByText('Times are shown in Asia/Jakarta.')).toBeInTheDocument();
  });

  it('opens a run from the calendar and skips its date', async () => {
    const start = '2030-01-14T02:00:00.000Z';
    const api = fakeApi({
      [LIST]: { status: 200, body: { results: [series()] } },
      [CALENDAR]: { status: 200, body: feed({ events: [event({ id: 'e1', start })] }) },
      [SKIP]: { status: 200, body: { series_id: 's1', occurs_at: start, run_at: start, state: 'skipped' } },
    });
    const { user } = renderScreen(<PlannerPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Monday promo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('occurrence-state')).toHaveTextContent('Planned');
    expect(within(dialog).getByText(/about 250/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skip this date' }));
    await waitFor(() => expect(api.callsTo(SKIP)).toHaveLength(1));
    expect(api.callsTo(SKIP)[0]!.body).toEqual({ occurs_at: start });
    expect(await screen.findByText('Date skipped.')).toBeInTheDocument();
  });

  it('says so when there is no series yet, and when the calendar cannot be loaded', async () => {
    fakeApi({
      [LIST]: { status: 200, body: { results: [] } },
      [CALENDAR]: { status: 500, body: { detail: 'boom' } },
    });
    renderScreen(<PlannerPage />, { url: URL });
    expect(await screen.findByTestId('series-empty')).toHaveTextContent('No recurring broadcasts yet');
    expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
  });

  it('creates a weekly series, warning before saving that it overflows a device’s cap', async () => {
    const options = campaignOptions();
    const api = fakeApi({
      [LIST]: { status: 200, body: { results: [] } },
      [CALENDAR]: { status: 200, body: feed() },
      [OPTIONS]: { status: 200, body: options },
      [PREVIEW]: {
        status: 200,
        body: {
          next_runs: ['2030-01-07T02:00:00.000Z'],
          recipients_estimate: 250,
          overflows: [
            {
              date: '2030-01-07',
              device: { device_id: 'd1', name: 'Kasir', planned: 250, cap: 200, over: true },
            },
          ],
        },
      },
      [CREATE]: { status: 201, body: series() },
    });
    const { user } = renderScreen(<PlannerPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'New recurring broadcast' }));
    const form = await screen.findByRole('form', { name: 'New recurring broadcast' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Monday promo');
    await user.click(within(form).getByRole('combobox', { name: /Content template/ }));
    await user.click(await screen.findByRole('option', { name: 'Promo March' }));
    await user.click(within(form).getByRole('combobox', { name: /Contact groups/ }));
    await user.click(await screen.findByRole('option', { name: 'Customers' }));
    await user.click(within(form).getByRole('checkbox', { name: /Kasir/ }));
    expect(await screen.findByTestId('overflow-warning', {}, { timeout: 3000 })).toHaveTextContent(
      "passes a device's daily cap on 1 day(s)",
    );
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]!.body).toMatchObject({
      name: 'Monday promo',
      repeat: 'weekly',
      time_of_day: '09:00',
      start_date: day,
      ends: 'never',
      within_business_hours: false,
      skip_not_on_whatsapp: false,
    });
  });
});
