import { AUTH_PATHS } from '@siar/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { SOLVED_CAPTCHA } from '../../../test/fake-captcha.tsx';
import { renderScreen } from '../../../test/render.tsx';
import { LoginForm } from './LoginForm.tsx';

vi.mock('../../captcha/components/Captcha.tsx', () => import('../../../test/fake-captcha.tsx'));

const user = {
  id: 'u1',
  username: 'toko_ana',
  name: 'Ana',
  email: 'ana@kedai.id',
  is_staff: false,
  account_id: 'a1',
};

function renderLogin() {
  const onLoggedIn = vi.fn();
  const view = renderScreen(<LoginForm onLoggedIn={onLoggedIn} />, { url: '/login' });
  return { ...view, onLoggedIn };
}

async function fillIn(view: ReturnType<typeof renderLogin>, password = 'secret-pass') {
  await view.user.type(screen.getByLabelText(/Username/), 'toko_ana');
  await view.user.type(screen.getByLabelText(/Password/, { selector: 'input' }), password);
}

describe('the login form', () => {
  it('asks for the captcha before sending anything', async () => {
    const api = fakeApi({});
    const view = renderLogin();
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please complete the reCAPTCHA verification')).toBeVisible();
    expect(api.callsTo(`POST ${AUTH_PATHS.login}`)).toHaveLength(0);
  });

  it('names missing credentials under their fields', async () => {
    fakeApi({});
    const view = renderLogin();
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your username.')).toBeVisible();
    expect(screen.getByText('Please enter your password.')).toBeVisible();
  });

  it("shows the server's refusal, enables the button again and clears the captcha", async () => {
    const api = fakeApi({
      [`POST ${AUTH_PATHS.login}`]: {
        status: 400,
        body: {
          non_field_errors: ['Unable to log in with provided credentials.'],
          field_codes: { non_field_errors: [{ code: 'invalid_credentials' }] },
        },
      },
    });
    const view = renderLogin();
    await fillIn(view, 'wrong-pass');
    await view.user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await view.user.click(submit);
    // A progress flag holds the button while the login is on its way (sent after 500 ms).
    expect(submit).toBeDisabled();
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeVisible();
    expect(submit).toBeEnabled();
    expect(screen.getByText('Captcha not solved')).toBeVisible();
    expect(api.callsTo(`POST ${AUTH_PATHS.login}`)[0]?.body).toEqual({
      username: 'toko_ana',
      password: 'wrong-pass',
      captcha: SOLVED_CAPTCHA,
    });
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const view = renderLogin();
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Network error or server unavailable.')).toBeVisible();
  });

  it('warns when the captcha expired', async () => {
    fakeApi({});
    const view = renderLogin();
    // The captcha is fetched once the visitor turns to the form.
    await view.user.click(screen.getByLabelText(/Username/));
    await view.user.click(await screen.findByRole('button', { name: 'Solve captcha' }));
    await view.user.click(screen.getByRole('button', { name: 'Expire captcha' }));
    expect(screen.getByText('reCAPTCHA expired. Please re-verify.')).toBeVisible();
  });

  it('logs in, says so, and moves on to the dashboard after a second', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.login}`]: {
        status: 200,
        body: { detail: 'Login successful.', user, redirect_to: '/app/c/dashboard' },
      },
    });
    const view = renderLogin();
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login successful.')).toBeVisible();
    expect(view.onLoggedIn).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('landed-on')).toHaveTextContent('/app/c/dashboard'), {
      timeout: 5000,
    });
  });
});
