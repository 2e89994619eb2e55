import { AUTH_PATHS, CHATS_PATHS, REPORTS_PATHS, type Report, type ReportFigures } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ReportsPage } from './ReportsPage.tsx';

const REPORT = `GET ${REPORTS_PATHS.inbox}`;
const URL = '/app/c/reports';

const zero: ReportFigures = {
  opened: 0,
  resolved: 0,
  first_response_median: null,
  first_response_p90: null,
  resolution_median: null,
  resolution_p90: null,
  messages_sent: 0,
  messages_received: 0,
  campaign_replies: 0,
};
const figures = (values: Partial<ReportFigures>): ReportFigures => ({ ...zero, ...values });

function report(totals: ReportFigures, members: Report['members'] = []): Report {
  return {
    from: '2026-11-01',
    to: '2026-11-02',
    time_zone: 'Asia/Jakarta',
    business_hours: true,
    totals,
    days: [
      { date: '2026-11-01', ...figures({ opened: 1 }) },
      { date: '2026-11-02', ...zero },
    ],
    members,
  };
}

const sessionAs = (role: 'owner' | 'agent') => ({
  is_authenticated: true,
  user: {
    id: role === 'owner' ? 'u1' : 'u2',
    username: role,
    name: role,
    email: null,
    is_staff: false,
    account_id: 'a1',
    role,
    numbers_hidden: false,
    subscription: null,
  },
});

function serve(role: 'owner' | 'agent', answer: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    [REPORT]: answer,
    [`GET ${AUTH_PATHS.session}`]: { status: 200, body: sessionAs(role) },
    [`GET ${CHATS_PATHS.channels}`]: { status: 200, body: { results: [] } },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reports page', () => {
  it('shows the totals, the times with their p90, and each member for the owner', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 220 }),
    );
    const totals = figures({
      opened: 1234,
      resolved: 7,
      first_response_median: 95,
      first_response_p90: 3720,
      resolution_median: 90_000,
      messages_sent: 40,
      campaign_replies: 3,
    });
    const members = [
      { member_id: 'u1', name: 'Sari', ...figures({ opened: 5, first_response_median: 42 }) },
      { member_id: null, name: '', ...figures({ opened: 2 }) },
    ];
    serve('owner', { status: 200, body: report(totals, members) });
    renderScreen(<ReportsPage />, { url: URL });
    expect(await screen.findByTestId('report-opened-value')).toHaveTextContent('1,234');
    expect(screen.getByTestId('report-first-response-value')).toHaveTextContent('2 min');
    expect(screen.getByTestId('report-first-response-note')).toHaveTextContent('90% within 1 h 2 min');
    expect(screen.getByTestId('report-resolution-value')).toHaveTextContent('1 d 1 h');
    expect(screen.getByTestId('report-campaign-replies-value')).toHaveTextContent('3');
    expect(screen.getByText('Times count business hours only.', { exact: false })).toBeInTheDocument();
    const rows = screen.getAllByTestId('report-member');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Sari',
      'Unassigned',
    ]);
    expect(within(rows[0]!).getByTestId('report-member-first-response')).toHaveTextContent('42 s');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', REPORTS_PATHS.inboxCsv);
  });

  it('shows an agent their figures without the member filter or table', async () => {
    serve('agent', { status: 200, body: report(figures({ opened: 3 })) });
    renderScreen(<ReportsPage />, { url: URL });
    expect(await screen.findByTestId('report-opened-value')).toHaveTextContent('3');
    expect(screen.queryByRole('textbox', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-member')).not.toBeInTheDocument();
  });

  it('says so when nothing happened, and while it loads', async () => {
    serve('owner', { status: 200, body: report(zero) });
    renderScreen(<ReportsPage />, { url: URL });
    expect(screen.getByTestId('report-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('report-empty')).toHaveTextContent(
      'Nothing happened in the inbox in these days.',
    );
    expect(screen.queryByTestId('report-opened')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the report cannot be loaded, and tries again', async () => {
    let calls = 0;
    serve('owner', () => {
      calls += 1;
      return calls === 1
        ? {
            status: 400,
            body: {
              to: ['x'],
              field_codes: { to: [{ code: 'reports_range_too_long', params: { days: 92 } }] },
            },
          }
        : { status: 200, body: report(figures({ opened: 9 })) };
    });
    const { user } = renderScreen(<ReportsPage />, { url: URL });
    const error = await screen.findByTestId('report-error');
    expect(error).toHaveTextContent('Ask for at most 92 days at a time.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-opened-value')).toHaveTextContent('9');
  });
});
