import { DASHBOARD_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { withoutBurmeseData } from '../../../test/intl-without-burmese.ts';
import { renderScreen } from '../../../test/render.tsx';
import { dashboardStats } from '../test/dashboard-factory.ts';
import { DashboardPage } from './DashboardPage.tsx';

/** The simulated DOM lays nothing out: the charts are given room to draw their axes and labels in. */
function giveChartsRoom() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 240 }),
  );
}

const STATS = `GET ${DASHBOARD_PATHS.stats}`;
const URL = '/app/c/dashboard';

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it('counts in the plural forms of the language and names what the donut counts', async () => {
    const stats = dashboardStats();
    giveChartsRoom();
    stats.realtime_chat_info.responses_7d = 1;
    stats.campaigns_info = {
      total: 1,
      by_status: { ...stats.campaigns_info.by_status, draft: 0, running: 0, completed: 1 },
    };
    fakeApi({ [STATS]: { status: 200, body: stats } });
    renderScreen(<DashboardPage />, { url: URL });
    expect(await screen.findByText('1 answer in the last 7 days')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-campaigns')).getByText('1 campaign')).toBeInTheDocument();
  });
});

/** The text a reader sees: the page's text nodes, not its styles. */
function visibleText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('style, script')) texts.push(node.textContent ?? '');
  return texts.join(' ');
}

// Latin digits, and English month abbreviations, that must not show on a Bengali or Burmese page.
const LATIN_DIGIT = /[0-9]/;
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

describe.each([
  { language: 'bn', name: 'Bengali', digits: /[০-৯]/, march: 'মার্চ', chromium: false },
  { language: 'my', name: 'Burmese', digits: /[၀-၉]/, march: 'မတ်', chromium: false },
  {
    language: 'my',
    name: 'Burmese, in a browser without Burmese data',
    digits: /[၀-၉]/,
    march: 'မတ်',
    chromium: true,
  },
] as const)('the dashboard in $name', ({ language, digits, march, chromium }) => {
  it('writes every number in its digits and every date in its words', async () => {
    if (chromium) withoutBurmeseData();
    giveChartsRoom();
    fakeApi({ [STATS]: { status: 200, body: dashboardStats() } });
    renderScreen(<DashboardPage />, { url: URL, language });
    await screen.findByTestId('dashboard-campaign');
    // The chart's days as its axis names them: "১৪ মার্চ", "မတ် ၁၄".
    const stats = screen.getByTestId('dashboard-campaign-stats');
    expect(stats).toHaveTextContent(march);

    const page = visibleText(document.body);
    expect(page).toMatch(digits);
    expect(page.match(new RegExp(`.{0,20}${LATIN_DIGIT.source}.{0,20}`, 'g')) ?? []).toEqual([]);
    expect(page).not.toMatch(ENGLISH_MONTH);
  });
});
