import { ONBOARDING_PATHS } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { SignUpWizard } from './SignUpWizard.tsx';

// The sign-up rules are a chunk of their own, fetched when the visitor turns to the form. On a slow
// line they may arrive after a field was already left: the field is checked then, and Next waits.

const arrival = vi.hoisted(() => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open: () => open() };
});

vi.mock('../sign-up-rules.ts', async (importOriginal) => {
  await arrival.gate;
  return importOriginal();
});

describe('the sign-up wizard while its rules are on their way', () => {
  it('holds Next, then checks the fields already left once the rules arrive', async () => {
    fakeApi({
      [`GET ${ONBOARDING_PATHS.selectOptions}`]: {
        status: 200,
        body: { countries: [], timezones: [], industries: [] },
      },
    });
    const { user } = renderScreen(<SignUpWizard choice={{}} onSignedUp={vi.fn()} />, { url: '/sign-up' });
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    await user.type(field(/Full name/), 'Sari Wulandari');
    await user.type(field(/Email/), 'sari@toko.id');
    await user.type(field(/Phone number/), '+62 812');
    await user.tab();
    // Every field is filled, but nothing says whether they keep the rules yet.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText('Please enter a valid phone number (e.g., +1234567890)')).toBeNull();

    arrival.open();
    expect(await screen.findByText('Please enter a valid phone number (e.g., +1234567890)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
