import { fillPath, SANDBOX_PHONE_PATHS } from '@siar/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { SandboxCodePage } from './SandboxCodePage.tsx';
import { SandboxScanPage } from './SandboxScanPage.tsx';

const SCAN = fillPath(SANDBOX_PHONE_PATHS.scan, { token: 'tok-1234567890' });
const URL = '/sandbox/scan/tok-1234567890';
const PATH = '/sandbox/scan/:token';

const offer = {
  status: 200,
  body: {
    device_name: 'Kasir',
    account_name: 'Toko Sari',
    expires_at: new Date(Date.now() + 60_000).toISOString(),
    suggested_number: '+6289912345678',
  },
};
const expired = {
  status: 404,
  body: {
    detail: 'This QR code has expired or was already used. Show a new one in Siar.',
    code: 'sandbox_qr_expired',
  },
};
const EXPIRED_TEXT = 'This QR code has expired or was already used. Show a new one in Siar.';

describe('the sandbox phone, scanning a QR', () => {
  it('shows the business and device, offers the suggested number, and links', async () => {
    const api = fakeApi({
      [`GET ${SCAN}`]: offer,
      [`POST ${SCAN}`]: { status: 200, body: { detail: 'Linked. The device connects in a moment.' } },
    });
    const { user } = renderScreen(<SandboxScanPage />, { url: URL, path: PATH });
    expect(await screen.findByText('Toko Sari')).toBeVisible();
    expect(screen.getByText('Sandbox phone')).toBeVisible();
    expect(screen.getByText('Kasir')).toBeVisible();
    expect(screen.getByTestId('sandbox-expires')).toHaveTextContent(
      /This QR code works for another (1:00|0:5\d)\./,
    );
    const number = screen.getByLabelText(/^Phone number/);
    expect(number).toHaveValue('+6289912345678');

    await user.clear(number);
    await user.type(number, '+6289900000001');
    await user.click(screen.getByRole('button', { name: 'Link device' }));
    expect(
      await screen.findByText('Linked. Go back to Siar: the device connects in a moment.'),
    ).toBeVisible();
    expect(api.callsTo(`POST ${SCAN}`)[0]!.body).toEqual({ phone_number: '+6289900000001' });
    expect(screen.queryByRole('button', { name: 'Link device' })).not.toBeInTheDocument();
  });

  it('says under the field when the number is paired with another device already', async () => {
    fakeApi({
      [`GET ${SCAN}`]: offer,
      [`POST ${SCAN}`]: {
        status: 400,
        body: {
          phone_number: ['Another sandbox device uses this test number. Choose another one.'],
          field_codes: { phone_number: [{ code: 'sandbox_number_taken' }] },
        },
      },
    });
    const { user } = renderScreen(<SandboxScanPage />, { url: URL, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Link device' }));
    const number = screen.getByLabelText(/^Phone number/);
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(/Another sandbox device uses this test number/),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Link device' })).toBeVisible();
  });

  it('checks the number before sending it', async () => {
    const api = fakeApi({ [`GET ${SCAN}`]: offer });
    const { user } = renderScreen(<SandboxScanPage />, { url: URL, path: PATH });
    const number = await screen.findByLabelText(/^Phone number/);
    await user.clear(number);
    await user.type(number, '12');
    await user.click(screen.getByRole('button', { name: 'Link device' }));
    expect(await screen.findByText('Please enter a valid phone number (e.g., +1234567890)')).toBeVisible();
    expect(api.callsTo(`POST ${SCAN}`)).toHaveLength(0);
  });

  it('says clearly when the QR has expired or was used, before anything is typed', async () => {
    fakeApi({ [`GET ${SCAN}`]: expired });
    renderScreen(<SandboxScanPage />, { url: URL, path: PATH });
    expect(await screen.findByText(EXPIRED_TEXT)).toBeVisible();
    expect(screen.getByText('QR expired')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link device' })).not.toBeInTheDocument();
  });

  it('says so when the QR expires while the number is being typed', async () => {
    fakeApi({ [`GET ${SCAN}`]: offer, [`POST ${SCAN}`]: expired });
    const { user } = renderScreen(<SandboxScanPage />, { url: URL, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Link device' }));
    expect(await screen.findByText(EXPIRED_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link device' })).not.toBeInTheDocument();
  });
});

describe('the sandbox phone, typing a pairing code', () => {
  const CODE = `POST ${SANDBOX_PHONE_PATHS.pairingCode}`;

  it('takes the code as Siar shows it and links', async () => {
    const api = fakeApi({
      [CODE]: { status: 200, body: { detail: 'Linked. The device connects in a moment.' } },
    });
    const { user } = renderScreen(<SandboxCodePage />, { url: '/sandbox/phone' });
    await user.type(await screen.findByLabelText(/^Pairing code/), 'abcd-1234');
    await user.click(screen.getByRole('button', { name: 'Link device' }));
    expect(
      await screen.findByText('Linked. Go back to Siar: the device connects in a moment.'),
    ).toBeVisible();
    expect(api.callsTo(CODE)[0]!.body).toEqual({ code: 'ABCD1234' });
  });

  it('says under the field when the code is not valid or has expired', async () => {
    fakeApi({
      [CODE]: {
        status: 404,
        body: { detail: 'This code is not valid or has expired.', code: 'sandbox_code_invalid' },
      },
    });
    const { user } = renderScreen(<SandboxCodePage />, { url: '/sandbox/phone' });
    const field = await screen.findByLabelText(/^Pairing code/);
    await user.type(field, 'ZZZZ9999');
    await user.click(screen.getByRole('button', { name: 'Link device' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This code is not valid or has expired\./));
  });
});
