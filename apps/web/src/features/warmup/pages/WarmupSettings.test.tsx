import { WARMUP_PATHS } from '@siar/shared';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { warmupSettings, warmupView } from '../test/warmup-factory.ts';
import { WarmupPage } from './WarmupPage.tsx';

// The settings panel of the warmup page: the spec's hints, minutes on screen and seconds sent, the
// stop-condition messages, and the save toasts.

const VIEW = `GET ${WARMUP_PATHS.warmup}`;
const SAVE = `POST ${WARMUP_PATHS.warmup}`;
const URL = '/app/c/wa-devices/warmup';

async function setField(user: UserEvent, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save settings' }));

describe('the warmup settings', () => {
  it('recommends 40 s, 60 messages and 30 minutes, and only below them', async () => {
    fakeApi({ [VIEW]: { status: 200, body: warmupView() } });
    const { user } = renderScreen(<WarmupPage />, { url: URL });
    const cases = [
      ['Interval start (seconds)', 'Recommended interval start point at 40 seconds', '39', '40'],
      ['Break after total messages', 'Recommended break after every 60 messages', '59', '60'],
      ['Minimum break (minutes)', 'Recommended range starts from 30 minutes', '29', '30'],
    ] as const;
    await screen.findByLabelText(cases[0][0]);
    for (const [label, hint, below, at] of cases) {
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
      await setField(user, label, below);
      expect(screen.getByText(hint)).toBeVisible();
      await setField(user, label, at);
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
    }
  });

  it('shows breaks in minutes and sends them in seconds, with the spec toast', async () => {
    const api = fakeApi({
      [VIEW]: { status: 200, body: warmupView() },
      [SAVE]: ({ body }) => ({
        status: 200,
        body: { detail: 'Settings saved successfully', settings: warmupSettings(body as object) },
      }),
    });
    const { user } = renderScreen(<WarmupPage />, { url: URL });
    expect(await screen.findByLabelText('Minimum break (minutes)')).toHaveValue('30');
    expect(screen.getByLabelText('Maximum break (minutes)')).toHaveValue('60');
    await setField(user, 'Interval start (seconds)', '0');
    await setField(user, 'Interval end (seconds)', '1');
    await setField(user, 'Minimum break (minutes)', '45');
    await setField(user, 'Maximum break (minutes)', '90');
    await setField(user, 'Stop after messages', '4');
    await save(user);

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(api.callsTo(SAVE)[0]!.body).toEqual({
      interval_starts_at: 0,
      interval_ends_at: 1,
      break_after_total_msgs: 60,
      min_break_duration: 2700,
      max_break_duration: 5400,
      stop_condition: 2,
      stop_at: null,
      stop_after_total_msgs: 4,
    });
  });

  it('asks for the date and time, or the number of messages, before saving', async () => {
    const api = fakeApi({ [VIEW]: { status: 200, body: warmupView() } });
    const { user } = renderScreen(<WarmupPage />, { url: URL });

    await setField(user, 'Stop after messages', '');
    await save(user);
    expect(await screen.findByText('Please enter the number of messages to stop after')).toBeVisible();
    await setField(user, 'Stop after messages', '0');
    await save(user);
    expect(await screen.findByText('Please enter the number of messages to stop after')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Time based' }));
    await save(user);
    expect(await screen.findByText('Please select the date and time')).toBeVisible();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('shows range errors under the field and sends nothing', async () => {
    const api = fakeApi({ [VIEW]: { status: 200, body: warmupView() } });
    const { user } = renderScreen(<WarmupPage />, { url: URL });
    await setField(user, 'Interval end (seconds)', '61');
    await setField(user, 'Maximum break (minutes)', '1500');
    await save(user);
    expect(await screen.findByText('Please enter a number no greater than 60.')).toBeVisible();
    expect(screen.getByText('Please enter a number no greater than 1,440.')).toBeVisible();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('shows the saved stop time in the account time zone', async () => {
    fakeApi({
      [VIEW]: {
        status: 200,
        body: warmupView({
          settings: warmupSettings({
            stop_condition: 1,
            stop_at: '2030-03-05T03:00:00.000Z',
            stop_at_display: '5 Mar 2030, 10:00',
            stop_after_total_msgs: null,
          }),
        }),
      },
    });
    renderScreen(<WarmupPage />, { url: URL, timeZone: 'Asia/Jakarta' });
    expect(
      await screen.findByText("Saved: 5 Mar 2030, 10:00 WIB, in your account's time zone"),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Time based' })).toBeChecked();
  });

  it.each([
    [
      'a field error: one toast per field',
      () => ({
        status: 400,
        body: {
          interval_starts_at: ['Please enter a number no greater than 60.'],
          stop_after_total_msgs: ['Please enter the number of messages to stop after'],
          field_codes: {
            interval_starts_at: [{ code: 'too_large', params: { maximum: 60 } }],
            stop_after_total_msgs: [{ code: 'warmup_stop_after_required' }],
          },
        },
      }),
      [
        'INTERVAL STARTS_AT: Please enter a number no greater than 60.',
        'STOP AFTER_TOTAL_MSGS: Please enter the number of messages to stop after',
      ],
    ],
    [
      'an error without fields',
      () => ({
        status: 409,
        body: {
          detail: 'Can not be updated while Warmup process is already running',
          code: 'warmup_running',
        },
      }),
      ['Failed to save settings'],
    ],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      ['An error occurred while saving settings'],
    ],
  ])('says so on %s', async (_case, failure, toasts) => {
    const api = fakeApi({ [VIEW]: { status: 200, body: warmupView() }, [SAVE]: failure });
    const { user } = renderScreen(<WarmupPage />, { url: URL });
    await screen.findByLabelText('Interval start (seconds)');
    await save(user);
    for (const toast of toasts) expect(await screen.findByText(toast)).toBeVisible();
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });
});
