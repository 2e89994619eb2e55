import { AUTH_PATHS, SITE_PATHS } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { SOLVED_CAPTCHA } from '../../../test/fake-captcha.tsx';
import { renderScreen } from '../../../test/render.tsx';
import { ContactForm } from './ContactForm.tsx';

vi.mock('../../captcha/components/Captcha.tsx', () => import('../../../test/fake-captcha.tsx'));

const customer = {
  is_authenticated: true,
  user: {
    id: 'u1',
    username: 'toko_ana',
    name: 'Ana Lestari',
    email: 'ana@kedai.id',
    is_staff: false,
    account_id: 'a1',
  },
};
const thanks = 'Thank you for your message! We will get back to you within 24 hours.';

describe('the contact form', () => {
  it('starts from a logged-in customer’s name and email, and sends what they leave there', async () => {
    const api = fakeApi({
      [`GET ${AUTH_PATHS.session}`]: { status: 200, body: customer },
      [`POST ${SITE_PATHS.contact}`]: { status: 201, body: { detail: thanks, message_id: 'm1' } },
    });
    const { user } = renderScreen(<ContactForm />, { url: '/contact' });
    expect(await screen.findByDisplayValue('Ana Lestari')).toBeVisible();
    expect(screen.getByLabelText(/Your email/)).toHaveValue('ana@kedai.id');

    await user.type(screen.getByLabelText(/^Message/), 'Can I pair two numbers on Starter?');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(thanks)).toBeVisible();
    expect(api.callsTo(`POST ${SITE_PATHS.contact}`)[0]!.body).toEqual({
      name: 'Ana Lestari',
      email: 'ana@kedai.id',
      message: 'Can I pair two numbers on Starter?',
      captcha: SOLVED_CAPTCHA,
    });

    // Another message starts from them again, with an empty message.
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ana Lestari');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('lets the customer change or empty a prefilled field', async () => {
    fakeApi({ [`GET ${AUTH_PATHS.session}`]: { status: 200, body: customer } });
    const { user } = renderScreen(<ContactForm />, { url: '/contact' });
    const name = await screen.findByDisplayValue('Ana Lestari');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByText('Please enter your name.')).toBeVisible();
  });

  it('is empty for a visitor', async () => {
    const api = fakeApi({
      [`GET ${AUTH_PATHS.session}`]: { status: 200, body: { is_authenticated: false, user: null } },
    });
    renderScreen(<ContactForm />, { url: '/contact' });
    await vi.waitFor(() => expect(api.callsTo(`GET ${AUTH_PATHS.session}`)).toHaveLength(1));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByLabelText(/Your email/)).toHaveValue('');
  });
});
