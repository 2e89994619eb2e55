import {
  type BusinessHoursAnswer,
  type BusinessHoursException,
  BUSINESS_HOURS_PATHS as PATHS,
} from '@siar/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { BusinessHoursPage } from './BusinessHoursPage.tsx';

const workday = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];
const answer = (patch: Partial<BusinessHoursAnswer> = {}): BusinessHoursAnswer => ({
  configured: true,
  weekly: [workday, workday, workday, workday, workday, [], []],
  time_zone: 'Asia/Jakarta',
  open_now: true,
  next_opening: null,
  // 12:00 in Jakarta on the test's Monday.
  next_closing: '2026-11-23T05:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...patch,
});
const nyepi: BusinessHoursException = {
  exception_id: '5b0c4f9e-8f3a-4a52-9d61-0d3f2f1c9a11',
  date: '2027-03-29',
  name: 'Nyepi',
  spans: [],
  created_at: '2026-11-20T10:00:00Z',
};
const exceptionPath = `/api/v1/cpanel/business-hours/exceptions/${nyepi.exception_id}/`;
const routes = (week = answer(), exceptions: BusinessHoursException[] = []) => ({
  [`GET ${PATHS.schedule}`]: { status: 200, body: week },
  [`GET ${PATHS.exceptions}`]: { status: 200, body: { results: exceptions } },
});
const open = (language?: 'id') =>
  renderScreen(<BusinessHoursPage />, {
    url: '/app/c/account/business-hours',
    language,
    timeZone: 'Asia/Jakarta',
  });

describe('the business hours page', () => {
  // Monday 23 November 2026, 10:00 in Jakarta (only the clock is faked, not the timers).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the week from Monday with the lunch break, the open-now line and the zone', async () => {
    fakeApi(routes());
    open();
    const form = await screen.findByRole('form', { name: 'Weekly hours' });
    const line = screen.getByTestId('open-now');
    expect(line).toHaveTextContent('Open now');
    expect(line).toHaveTextContent('closes 12:00 WIB');
    expect(line).toHaveTextContent("Times are in the account's time zone: Asia/Jakarta");
    const switches = within(form).getAllByRole('switch');
    expect(switches[0]).toHaveAccessibleName('Monday open');
    expect(switches[0]).toBeChecked();
    expect(switches[6]).toHaveAccessibleName('Sunday open');
    expect(switches[6]).not.toBeChecked();
    const monday = screen.getByTestId('day-0');
    expect(
      within(monday)
        .getAllByLabelText('Monday: opens')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['09:00', '13:00']);
    expect(within(screen.getByTestId('day-6')).getByText('Closed')).toBeVisible();
  });

  it('starts the week on Sunday in Indonesian, and names the day it opens next', async () => {
    // Closed on Saturday: opens Monday 09:00 WIB.
    fakeApi(routes(answer({ open_now: false, next_closing: null, next_opening: '2026-11-23T02:00:00Z' })));
    vi.setSystemTime(new Date('2026-11-21T05:00:00Z'));
    open('id');
    const form = await screen.findByRole('form', { name: 'Jam mingguan' });
    const switches = within(form).getAllByRole('switch');
    expect(switches[0]).toHaveAccessibleName('Minggu buka');
    expect(switches[1]).toHaveAccessibleName('Senin buka');
    expect(screen.getByTestId('open-now')).toHaveTextContent('Tutupbuka Senin pukul 09.00 WIB');
  });

  it('copies a day to the weekdays, opens Saturday until midnight, and saves 24:00', async () => {
    const api = fakeApi({
      ...routes(),
      [`PUT ${PATHS.schedule}`]: (request) => ({
        status: 200,
        body: answer(request.body as Partial<BusinessHoursAnswer>),
      }),
    });
    const { user } = open();
    await screen.findByRole('form', { name: 'Weekly hours' });
    const tuesday = screen.getByTestId('day-1');
    await user.click(within(tuesday).getAllByRole('button', { name: 'Remove these hours' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Copy to all weekdays: Tuesday' }));
    await user.click(screen.getByRole('switch', { name: 'Saturday open' }));
    const saturday = screen.getByTestId('day-5');
    fireEvent.change(within(saturday).getByLabelText('Saturday: opens'), { target: { value: '18:00' } });
    fireEvent.change(within(saturday).getByLabelText('Saturday: closes'), { target: { value: '00:00' } });
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Business hours saved')).toBeVisible();
    const morning = [{ start: '09:00', end: '12:00' }];
    expect(api.callsTo(`PUT ${PATHS.schedule}`)[0]?.body).toEqual({
      weekly: [morning, morning, morning, morning, morning, [{ start: '18:00', end: '24:00' }], []],
    });
  });

  it('refuses overlapping hours in the form and shows the server’s field errors under the span', async () => {
    const api = fakeApi({
      ...routes(),
      [`PUT ${PATHS.schedule}`]: {
        status: 400,
        body: {
          'weekly.2.0.end': ['The closing time must come after the opening time.'],
          field_codes: { 'weekly.2.0.end': [{ code: 'business_hours_span_order' }] },
        },
      },
    });
    const { user } = open();
    await screen.findByRole('form', { name: 'Weekly hours' });
    const monday = screen.getByTestId('day-0');
    fireEvent.change(within(monday).getAllByLabelText('Monday: opens')[1]!, { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await within(monday).findByText('The open hours of one day must not overlap.')).toBeVisible();
    expect(api.callsTo(`PUT ${PATHS.schedule}`)).toHaveLength(0);

    fireEvent.change(within(monday).getAllByLabelText('Monday: opens')[1]!, { target: { value: '13:00' } });
    expect(within(monday).queryByText('The open hours of one day must not overlap.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(
      await within(screen.getByTestId('day-2')).findByText(
        'The closing time must come after the opening time.',
      ),
    ).toBeVisible();
  });

  it('says when no hours are set yet, and shows a load error with a retry', async () => {
    const api = fakeApi({
      ...routes(
        answer({
          configured: false,
          weekly: [[], [], [], [], [], [], []],
          open_now: false,
          next_closing: null,
        }),
      ),
      [`GET ${PATHS.exceptions}`]: { status: 500, body: { detail: 'Server error', code: 'server_error' } },
    });
    const { user } = open();
    expect(await screen.findByText(/No business hours set yet/)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();
    const holidays = screen.getByRole('region', { name: 'Holidays and special days' });
    await user.click(await within(holidays).findByRole('button', { name: 'Try again' }));
    expect(api.callsTo(`GET ${PATHS.exceptions}`).length).toBeGreaterThan(1);
  });

  it('lists holidays, edits one to open part of the day, and deletes one after asking', async () => {
    const api = fakeApi({
      ...routes(answer(), [nyepi]),
      [`PUT ${exceptionPath}`]: (request) => ({
        status: 200,
        body: { ...nyepi, ...(request.body as object) },
      }),
      [`DELETE ${exceptionPath}`]: {
        status: 200,
        body: { detail: 'Exception deleted.', exception_id: nyepi.exception_id },
      },
    });
    const { user } = open();
    const row = await screen.findByTestId('exception');
    expect(row).toHaveTextContent('29 Mar 2027 · Nyepi');
    expect(row).toHaveTextContent('Closed all day');

    await user.click(within(row).getByRole('button', { name: 'Edit Nyepi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a holiday or special day' });
    await user.click(within(dialog).getByRole('switch', { name: 'Open at some hours that day' }));
    fireEvent.change(within(dialog).getByLabelText('Nyepi: closes'), { target: { value: '12:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The day was saved')).toBeVisible();
    expect(api.callsTo(`PUT ${exceptionPath}`)[0]?.body).toEqual({
      date: '2027-03-29',
      name: 'Nyepi',
      spans: [{ start: '09:00', end: '12:00' }],
    });

    await user.click(within(row).getByRole('button', { name: 'Delete Nyepi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this day?' });
    expect(confirm).toHaveTextContent('Nyepi on 29 Mar 2027 will follow the weekly hours again.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The day was deleted')).toBeVisible();
    expect(api.callsTo(`DELETE ${exceptionPath}`)).toHaveLength(1);
  });
});
