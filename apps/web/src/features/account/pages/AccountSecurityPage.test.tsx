import { TEAM_PATHS } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AccountSecurityPage } from './AccountSecurityPage.tsx';

const GET = `GET ${TEAM_PATHS.security}`;
const PUT = `PUT ${TEAM_PATHS.security}`;

describe('the security page', () => {
  it('hides numbers from team members when switched on, showing how they will look', async () => {
    const api = fakeApi({
      [GET]: { status: 200, body: { hide_phone_numbers: false, agents_see_all_conversations: false } },
      [PUT]: (request) => ({ status: 200, body: request.body }),
    });
    const { user } = renderScreen(<AccountSecurityPage />, { url: '/app/c/account/security' });
    const toggle = await screen.findByRole('switch', { name: /Hide customers/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/for example \+62 812-\*\*\*\*-7890/)).toBeVisible();
    await user.click(toggle);
    expect(await screen.findByText('Numbers are now hidden from team members')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      hide_phone_numbers: true,
      agents_see_all_conversations: false,
    });
  });

  it('keeps the old state and says so when saving fails', async () => {
    fakeApi({
      [GET]: { status: 200, body: { hide_phone_numbers: true } },
      [PUT]: { status: 500, body: { detail: 'x', code: 'server_error' } },
    });
    const { user } = renderScreen(<AccountSecurityPage />, { url: '/app/c/account/security' });
    const toggle = await screen.findByRole('switch', { name: /Hide customers/ });
    await user.click(toggle);
    expect(await screen.findByText('Error updating security settings')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('lets agents see every conversation, saving both settings', async () => {
    const api = fakeApi({
      [GET]: { status: 200, body: { hide_phone_numbers: true, agents_see_all_conversations: false } },
      [PUT]: (request) => ({ status: 200, body: request.body }),
    });
    const { user } = renderScreen(<AccountSecurityPage />, { url: '/app/c/account/security' });
    const toggle = await screen.findByRole('switch', { name: /^Agents see every conversation/ });
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText('Off: agents see the conversations assigned to them and the unassigned ones.'),
    ).toBeVisible();
    await user.click(toggle);
    expect(await screen.findByText('Agents now see every conversation')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: /Hide customers/ })).toBeChecked();
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      hide_phone_numbers: true,
      agents_see_all_conversations: true,
    });

    await user.click(toggle);
    expect(
      await screen.findByText('Agents now see only their own and the unassigned conversations'),
    ).toBeInTheDocument();
    expect(api.callsTo(PUT)[1]?.body).toEqual({
      hide_phone_numbers: true,
      agents_see_all_conversations: false,
    });
  });
});
