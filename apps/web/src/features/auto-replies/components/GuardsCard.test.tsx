import { AUTO_REPLIES_PATHS } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { GuardsCard } from './GuardsCard.tsx';

const SAVE = `PUT ${AUTO_REPLIES_PATHS.settings}`;

describe('the guards', () => {
  it('refuses an empty cap before asking, then saves the new cap', async () => {
    const api = fakeApi({
      [`GET ${AUTO_REPLIES_PATHS.settings}`]: {
        status: 200,
        body: { max_per_conversation_hour: 3, human_pause_minutes: 60 },
      },
      [SAVE]: { status: 200, body: { max_per_conversation_hour: 5, human_pause_minutes: 60 } },
    });
    const { user } = renderScreen(<GuardsCard />);
    const cap = await screen.findByRole('textbox', { name: 'Automatic answers per conversation per hour' });
    expect(cap).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Pause after a person answers (minutes)' })).toHaveValue('60');

    await user.clear(cap);
    await user.click(screen.getByRole('button', { name: 'Save guards' }));
    expect(await screen.findByText('Use a whole number from 1 to 50.')).toBeVisible();
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.clear(cap);
    await user.type(cap, '5');
    await user.click(screen.getByRole('button', { name: 'Save guards' }));
    expect(await screen.findByText('Guards saved.')).toBeVisible();
    expect(api.callsTo(SAVE)[0]?.body).toEqual({ max_per_conversation_hour: 5, human_pause_minutes: 60 });
  });
});
