import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render.tsx';
import { ZonedDateTimePicker } from './ZonedDateTimePicker.tsx';

// The machine running these tests keeps UTC; the account's clock is another zone, and the picker
// must show and pick times on the account's.

function Picker({ start, onPick }: { start: string; onPick: (instant: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <ZonedDateTimePicker
      label="Send at"
      value={value}
      onChange={(instant) => {
        setValue(instant);
        onPick(instant);
      }}
    />
  );
}

describe('a date and time on the account’s clock', () => {
  it('shows an instant as the account’s zone reads it, not the browser’s', async () => {
    renderScreen(<Picker start="2026-03-02T02:00:00.000Z" onPick={() => {}} />, { timeZone: 'Asia/Jakarta' });
    expect(await screen.findByText('02 Mar 2026 09:00')).toBeVisible();
  });

  it('reads the same instant as the evening before in New York', async () => {
    renderScreen(<Picker start="2026-03-02T02:00:00.000Z" onPick={() => {}} />, {
      timeZone: 'America/New_York',
    });
    expect(await screen.findByText('01 Mar 2026 21:00')).toBeVisible();
  });

  it('hands back the instant of the day picked, at the time shown, in the account’s zone', async () => {
    const onPick = vi.fn();
    const { user } = renderScreen(<Picker start="2026-03-02T02:00:00.000Z" onPick={onPick} />, {
      timeZone: 'Asia/Jakarta',
    });
    await user.click(await screen.findByText('02 Mar 2026 09:00'));
    await user.click(await screen.findByRole('button', { name: '5 March 2026' }));
    await user.click(screen.getByRole('button', { name: 'Use this date and time' }));
    // 5 March, 09:00 in Jakarta is 02:00 UTC.
    expect(onPick).toHaveBeenLastCalledWith('2026-03-05T02:00:00.000Z');
  });
});
