import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/accounts.ts';
import { campaignAudience } from './support/campaign-audience.ts';
import { pairSandboxDevice } from './support/sandbox-devices.ts';

// The planner journey: a customer with a sandbox device, a group and a template creates a weekly
// broadcast whose first run is two minutes away, drags next week's run a day later ("this run
// only") and sees it moved, then watches the first run start by itself and complete as a campaign.

const ZONE = 'Asia/Jakarta';
const BUSY = { timeout: 30_000 };
const SERIES = '/api/v1/cpanel/planner/series/';
const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The wall clock in Jakarta: `YYYY-MM-DD`, `HH:MM` and the weekday (0 = Sunday). */
function jakarta(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}`, weekday: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

/** Drags a calendar event onto a day cell of the month view, as a mouse would. */
async function drag(page: Page, from: string, toDate: string) {
  const event = page.locator(`[data-testid="planner-event"][data-start="${from}"]`);
  const target = page.locator(`td.fc-daygrid-day[data-date="${toDate}"]`);
  // The run may sit in next month's grid.
  for (let i = 0; i < 2 && ((await event.count()) === 0 || (await target.count()) === 0); i++)
    await page.locator('.fc-next-button').click();
  // Mouse coordinates are the viewport's, and near its edge FullCalendar scrolls the page while
  // dragging: the row goes to the middle of the screen first.
  await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const a = (await event.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 5, a.y + a.height / 2 + 5, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a weekly broadcast is created in the planner, a run is moved by dragging, and one runs', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signUpThroughApi(page);
  await pairSandboxDevice(page, 'Kasir Demo');
  await campaignAudience(page, { group: 'Pelanggan setia', template: 'March promo', count: 3 });
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/v1/cpanel/utility/get-select-options/');
        const body = (await answer.json()) as { wa_devices_options: { state: string }[] };
        return body.wa_devices_options.filter((device) => device.state === 'connected').length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);

  // The first run two to three minutes from now, on the account's clock.
  const first = jakarta(new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000));
  await page.goto('/app/c/planner');
  await expect(page.getByRole('heading', { name: 'Planner' })).toBeVisible(BUSY);
  await expect(page.getByTestId('series-empty')).toBeVisible(BUSY);
  await page.getByRole('button', { name: 'New recurring broadcast' }).click();
  const form = page.getByRole('form', { name: 'New recurring broadcast' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Weekly promo');
  await form.getByRole('combobox', { name: /Content template/ }).click();
  await page.getByRole('option', { name: 'March promo' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).click();
  await page.getByRole('option', { name: 'Pelanggan setia' }).click();
  await form.getByRole('combobox', { name: /Contact groups/ }).press('Escape');
  await form.getByRole('checkbox', { name: 'Kasir Demo' }).check();
  await form.getByLabel('Starts on').fill(first.date);
  for (const [day, label] of WEEKDAY_LABELS.entries()) {
    const chip = form.getByRole('checkbox', { name: label, exact: true });
    if ((await chip.isChecked()) !== (day === first.weekday)) await chip.click();
  }
  await form.getByLabel('Time', { exact: true }).fill(first.time);
  await form.getByRole('textbox', { name: 'Shortest delay' }).fill('0');
  await form.getByRole('textbox', { name: 'Longest delay' }).fill('0');
  await form.getByRole('switch', { name: 'Show typing before each message' }).uncheck();
  // The form reads the plan back before it is saved: its next runs.
  await expect(form.getByTestId('series-preview')).toBeVisible(BUSY);
  await shot(page, '1-form');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('series-card')).toContainText('Weekly promo', BUSY);

  const series = ((await (await page.request.get(SERIES)).json()) as { results: { next_runs: string[] }[] })
    .results[0]!;
  const [firstRun, nextWeek] = series.next_runs as [string, string];
  expect(jakarta(new Date(firstRun)).time).toBe(first.time);
  await expect(page.locator(`[data-testid="planner-event"][data-start="${firstRun}"]`)).toHaveAttribute(
    'data-state',
    'planned',
  );

  // Next week's run, a day later: "this run only".
  const dayAfter = jakarta(new Date(Date.parse(nextWeek) + 86_400_000)).date;
  await drag(page, nextWeek, dayAfter);
  const dialog = page.getByRole('dialog', { name: 'Move this run?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'This run only' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.locator(
      `td.fc-daygrid-day[data-date="${dayAfter}"] [data-testid="planner-event"][data-state="moved"]`,
    ),
  ).toBeVisible(BUSY);
  await shot(page, '2-moved');

  // The first run starts by itself at its time and becomes a campaign that completes.
  const today = page.locator('.fc-today-button');
  if (await today.isEnabled()) await today.click();
  const run = page.locator(`[data-testid="planner-event"][data-start="${firstRun}"]`);
  await expect(run).toHaveAttribute('data-state', 'started', { timeout: 240_000 });
  await run.click();
  const details = page.getByRole('dialog', { name: 'Weekly promo' });
  await expect(details.getByTestId('occurrence-state')).toHaveText('Run');
  await shot(page, '3-started');
  await details.getByRole('link', { name: 'Open the campaign' }).click();
  await expect(page).toHaveURL(/\/app\/c\/campaigns\/[0-9a-f-]{36}$/, BUSY);
  await expect(page.getByTestId('campaign-progress')).toHaveAttribute('data-progress', '100', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('campaign-status')).toHaveText('Completed');
  await shot(page, '4-campaign');
});
