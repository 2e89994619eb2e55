import { ONBOARDING_PATHS } from '@siar/shared';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api.ts';
import { SOLVED_CAPTCHA } from '../../../test/fake-captcha.tsx';
import { renderScreen } from '../../../test/render.tsx';
import { SignUpWizard } from './SignUpWizard.tsx';

vi.mock('../../captcha/components/Captcha.tsx', () => import('../../../test/fake-captcha.tsx'));

const options = {
  countries: [
    { value: 'ID', label: 'Indonesia', timezone: 'Asia/Jakarta' },
    { value: 'BD', label: 'Bangladesh', timezone: 'Asia/Dhaka' },
  ],
  timezones: [
    { value: 'Asia/Dhaka', label: '(UTC+06:00) Asia/Dhaka' },
    { value: 'Asia/Jakarta', label: '(UTC+07:00) Asia/Jakarta' },
    { value: 'Asia/Makassar', label: '(UTC+08:00) Asia/Makassar' },
  ],
  industries: [{ value: 'retail_ecommerce', label: 'Retail & e-commerce' }],
};
const available = { status: 200, body: { available: true } };

function wizardServer(taken: { email?: boolean } = {}) {
  return fakeApi({
    [`GET ${ONBOARDING_PATHS.selectOptions}`]: { status: 200, body: options },
    [`GET ${ONBOARDING_PATHS.checkEmail}`]: { status: 200, body: { available: !taken.email } },
    [`GET ${ONBOARDING_PATHS.checkPhoneNumber}`]: available,
    [`GET ${ONBOARDING_PATHS.checkUsername}`]: available,
    [`POST ${ONBOARDING_PATHS.signUp}`]: ({ body }: FakeRequest) => ({
      status: 201,
      body: {
        detail: 'Account created successfully!',
        user: {
          id: 'u1',
          username: (body as { username: string }).username,
          name: 'Sari',
          email: null,
          is_staff: false,
          account_id: 'a1',
        },
      },
    }),
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

const select = (name: RegExp) => screen.getByRole('combobox', { name });

async function pick(user: UserEvent, label: RegExp, option: string) {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillPersonalInfo(user: UserEvent) {
  await user.type(field(/Full name/), 'Sari Wulandari');
  await user.type(field(/^Email/), 'sari@toko.id');
  await user.type(field(/Phone number/), '+6281234567890');
  await user.tab();
}

describe('the sign-up wizard', () => {
  it('holds Next until the step is valid, and on step 1 while the email is taken', async () => {
    const api = wizardServer({ email: true });
    const { user } = renderScreen(<SignUpWizard choice={{}} onSignedUp={vi.fn()} />, { url: '/sign-up' });
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.type(field(/Full name/), 'Sari Wulandari');
    await user.type(field(/Phone number/), '+62 812');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number (e.g., +1234567890)')).toBeVisible();
    expect(next()).toBeDisabled();
    await user.clear(field(/Phone number/));
    await fillPersonalInfo(user);
    // Leaving the email asks whether it is free: it is not.
    expect(await screen.findByText('Email is already registered')).toBeVisible();
    expect(next()).toBeDisabled();
    expect(field(/Full name/)).toBeVisible();
    expect(api.callsTo(`GET ${ONBOARDING_PATHS.checkEmail}`).at(-1)!.query.get('email')).toBe('sari@toko.id');
  });

  // Four steps of typing and picking: on a busy shared machine that passes the default 30 s.
  it('walks the four steps, preselecting the time zone of the country, and creates the account', {
    timeout: 90_000,
  }, async () => {
    const onSignedUp = vi.fn();
    const api = wizardServer();
    const { user } = renderScreen(
      <SignUpWizard choice={{ plan: 'professional', billing: 'yearly' }} onSignedUp={onSignedUp} />,
      {
        url: '/sign-up',
      },
    );
    await fillPersonalInfo(user);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    // Step 2: a country brings its main time zone, which the visitor may still change.
    await waitFor(() => expect(select(/Industry/)).toBeEnabled());
    expect(next()).toBeDisabled();
    await pick(user, /Industry/, 'Retail & e-commerce');
    await pick(user, /Country/, 'Indonesia');
    expect(select(/Time zone/)).toHaveValue('(UTC+07:00) Asia/Jakarta');
    // Typing to find the preselected zone and choosing it again keeps it, shown by its label.
    await user.click(select(/Time zone/));
    await user.clear(select(/Time zone/));
    await user.type(select(/Time zone/), 'jakarta');
    await user.click(await screen.findByRole('option', { name: '(UTC+07:00) Asia/Jakarta' }));
    expect(select(/Time zone/)).toHaveValue('(UTC+07:00) Asia/Jakarta');
    await pick(user, /Time zone/, '(UTC+08:00) Asia/Makassar');
    expect(select(/Time zone/)).toHaveValue('(UTC+08:00) Asia/Makassar');
    await user.click(next());

    // Step 3 (its code fetched when first needed): the confirmation must match; Previous goes back
    // with what was typed kept.
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'toko_sari');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret-pasz');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(next()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirm password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(select(/Time zone/)).toHaveValue('(UTC+08:00) Asia/Makassar');
    await user.click(next());
    await user.click(next());

    // Step 4: the captcha, then the account.
    const submit = await screen.findByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Solve captcha' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Account created successfully!')).toBeVisible();
    expect(onSignedUp).toHaveBeenCalledOnce();
    expect(api.callsTo(`POST ${ONBOARDING_PATHS.signUp}`)[0]!.body).toMatchObject({
      name: 'Sari Wulandari',
      email: 'sari@toko.id',
      phone_number: '+6281234567890',
      industry: 'retail_ecommerce',
      country: 'ID',
      timezone: 'Asia/Makassar',
      username: 'toko_sari',
      captcha: SOLVED_CAPTCHA,
      plan: 'professional',
      billing: 'yearly',
    });
  });
});
