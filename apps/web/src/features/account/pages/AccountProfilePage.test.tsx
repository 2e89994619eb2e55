import { ONBOARDING_PATHS, PROFILE_PATHS, type Profile } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AccountProfilePage } from './AccountProfilePage.tsx';

const GET = `GET ${PROFILE_PATHS.profile}`;
const PATCH = `PATCH ${PROFILE_PATHS.profile}`;
const PASSWORD = `POST ${PROFILE_PATHS.password}`;
const OPTIONS = {
  [`GET ${ONBOARDING_PATHS.selectOptions}`]: {
    status: 200,
    body: {
      industries: [{ value: 'retail_ecommerce', label: 'Retail & e-commerce' }],
      countries: [{ value: 'ID', label: 'Indonesia', timezone: 'Asia/Jakarta' }],
      timezones: [{ value: 'Asia/Jakarta', label: 'Asia/Jakarta' }],
    },
  },
};

const owner: Profile = {
  username: 'sari_toko',
  name: 'Sari',
  email: 'sari@example.com',
  phone_number: '+6281234567890',
  role: 'owner',
  industry: 'retail_ecommerce',
  country: 'ID',
  timezone: 'Asia/Jakarta',
};

describe('the profile page', () => {
  it("saves the profile, checking a changed email's availability but not the user's own", async () => {
    const api = fakeApi({
      ...OPTIONS,
      [GET]: { status: 200, body: owner },
      [PATCH]: (request) => ({
        status: 200,
        body: { detail: 'Profile updated successfully', profile: { ...owner, ...(request.body as object) } },
      }),
      [`GET ${ONBOARDING_PATHS.checkEmail}`]: { status: 200, body: { available: false } },
      'GET /api/v1/auth/session/': { status: 200, body: { is_authenticated: false, user: null } },
    });
    const { user } = renderScreen(<AccountProfilePage />, { url: '/app/c/account/profile' });
    const form = await screen.findByRole('form', { name: 'Profile' });
    const name = within(form).getByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'Sari Wulandari');
    // Leaving the own email unchanged asks nothing.
    await user.click(within(form).getByLabelText(/Email/));
    await user.tab();
    expect(api.callsTo(`GET ${ONBOARDING_PATHS.checkEmail}`)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeVisible();
    expect(api.callsTo(PATCH)[0]?.body).toMatchObject({
      name: 'Sari Wulandari',
      email: 'sari@example.com',
      country: 'ID',
    });

    // Someone else's email is refused on leaving the field.
    const email = within(form).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.tab();
    expect(await within(form).findByText('Email is already registered')).toBeVisible();
  });

  it("shows the spec's texts when loading or saving fails", async () => {
    fakeApi({ ...OPTIONS, [GET]: { status: 500, body: { detail: 'x', code: 'server_error' } } });
    renderScreen(<AccountProfilePage />, { url: '/app/c/account/profile' });
    expect(await screen.findByText('Failed to fetch profile information')).toBeVisible();
  });

  it('says a save failed, naming the field at fault', async () => {
    fakeApi({
      ...OPTIONS,
      [GET]: { status: 200, body: owner },
      [PATCH]: {
        status: 400,
        body: {
          phone_number: ['Phone number is already registered'],
          field_codes: { phone_number: [{ code: 'phone_taken' }] },
        },
      },
    });
    const { user } = renderScreen(<AccountProfilePage />, { url: '/app/c/account/profile' });
    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(await within(form).findByText('Phone number is already registered')).toBeVisible();
  });

  it("lets an agent edit their own details but not the account's", async () => {
    fakeApi({
      ...OPTIONS,
      [GET]: { status: 200, body: { ...owner, role: 'agent', username: 'dewi_agent' } },
    });
    renderScreen(<AccountProfilePage />, { url: '/app/c/account/profile' });
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByLabelText(/Full name/)).toBeEnabled();
    expect(within(form).getAllByText('The account owner sets this.')).toHaveLength(3);
  });

  it('changes the password only with the current one', async () => {
    const api = fakeApi({
      ...OPTIONS,
      [GET]: { status: 200, body: owner },
      [PASSWORD]: {
        status: 400,
        body: {
          current_password: ['Your current password is not correct.'],
          field_codes: { current_password: [{ code: 'current_password_wrong' }] },
        },
      },
    });
    const { user } = renderScreen(<AccountProfilePage />, { url: '/app/c/account/profile' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/Current password/), 'wrong-one');
    await user.type(within(form).getByLabelText(/New password/), 'brand-new-pass');
    await user.type(within(form).getByLabelText(/Confirm password/), 'brand-new-pass');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not correct.')).toBeVisible();

    api.set(PASSWORD, { status: 200, body: { detail: 'Password changed successfully', ended_sessions: 2 } });
    await user.clear(within(form).getByLabelText(/Current password/));
    await user.type(within(form).getByLabelText(/Current password/), 'the-right-one');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. 2 other sessions were logged out.')).toBeVisible();
    expect(api.callsTo(PASSWORD).at(-1)?.body).toEqual({
      current_password: 'the-right-one',
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
  });
});
