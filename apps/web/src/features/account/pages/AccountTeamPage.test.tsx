import { ONBOARDING_PATHS, TEAM_PATHS, type TeamMember } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AccountTeamPage } from './AccountTeamPage.tsx';

const LIST = `GET ${TEAM_PATHS.members}`;
const ADD = `POST ${TEAM_PATHS.members}`;
const memberPath = (id: string) => TEAM_PATHS.member.replace(':user_id', id);

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 'u1',
  open_limit: null,
  presence: 'offline',
  username: 'sari_owner',
  name: 'Sari',
  email: 'sari@example.com',
  phone_number: '+6281111111111',
  role: 'owner',
  is_active: true,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
const owner = member({});
const agent = member({
  id: 'u2',
  username: 'dewi_agent',
  name: 'Dewi',
  email: 'dewi@example.com',
  role: 'agent',
});

describe('the team page', () => {
  it('adds an agent, showing a taken username under its field', async () => {
    const api = fakeApi({
      [LIST]: { status: 200, body: { results: [owner] } },
      [`GET ${ONBOARDING_PATHS.checkUsername}`]: { status: 200, body: { available: true } },
      [`GET ${ONBOARDING_PATHS.checkEmail}`]: { status: 200, body: { available: true } },
      [`GET ${ONBOARDING_PATHS.checkPhoneNumber}`]: { status: 200, body: { available: true } },
      [ADD]: {
        status: 400,
        body: {
          username: ['Username is already taken'],
          field_codes: { username: [{ code: 'username_taken' }] },
        },
      },
    });
    const { user } = renderScreen(<AccountTeamPage />, { url: '/app/c/account/team' });
    expect(
      await screen.findByText('No team members yet. Add one to share the work on chats and contacts.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    const form = await screen.findByRole('form', { name: 'Add team member' });
    await user.type(within(form).getByLabelText(/Full name/), 'Dewi');
    await user.type(within(form).getByLabelText(/Email/), 'dewi@example.com');
    await user.type(within(form).getByLabelText(/Phone number/), '+6285712345678');
    await user.type(within(form).getByLabelText(/Username/), 'dewi_agent');
    await user.type(within(form).getByLabelText(/^Password/), 'agent-password');
    await user.type(within(form).getByLabelText(/Confirm password/), 'agent-password');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Username is already taken')).toBeVisible();

    api.set(ADD, { status: 201, body: agent });
    api.set(LIST, { status: 200, body: { results: [owner, agent] } });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Dewi can now log in')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'dewi_agent' })).toBeVisible();
    expect(api.callsTo(ADD).at(-1)?.body).toMatchObject({
      username: 'dewi_agent',
      phone_number: '+6285712345678',
    });
  });

  it('refuses a short password and a mismatch before asking the server', async () => {
    const api = fakeApi({ [LIST]: { status: 200, body: { results: [owner] } } });
    const { user } = renderScreen(<AccountTeamPage />, { url: '/app/c/account/team' });
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const form = await screen.findByRole('form', { name: 'Add team member' });
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.type(within(form).getByLabelText(/Confirm password/), 'other');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Password must be at least 8 characters long')).toBeVisible();
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it('deactivates and removes an agent, never the owner', async () => {
    const api = fakeApi({
      [LIST]: { status: 200, body: { results: [owner, agent] } },
      [`PATCH ${memberPath('u2')}`]: (request) => ({
        status: 200,
        body: { ...agent, ...(request.body as object) },
      }),
      [`DELETE ${memberPath('u2')}`]: { status: 200, body: { detail: 'Team member removed', user_id: 'u2' } },
    });
    const { user } = renderScreen(<AccountTeamPage />, { url: '/app/c/account/team' });
    await user.click(await screen.findByRole('switch', { name: 'Dewi can log in' }));
    expect(await screen.findByText('Dewi was logged out and cannot log in')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${memberPath('u2')}`)[0]?.body).toEqual({ is_active: false });
    expect(screen.queryByRole('switch', { name: 'Sari can log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Sari' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Dewi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dewi was removed')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${memberPath('u2')}`)).toHaveLength(1);
  });

  it("shows each member's presence and open conversation limit", async () => {
    fakeApi({
      [LIST]: {
        status: 200,
        body: {
          results: [
            { ...owner, presence: 'online' },
            { ...agent, presence: 'away', open_limit: 5 },
          ],
        },
      },
    });
    renderScreen(<AccountTeamPage />, { url: '/app/c/account/team' });
    const table = await screen.findByRole('table', { name: 'Team members' });
    const [, sari, dewi] = within(table).getAllByRole('row');
    expect(within(sari as HTMLElement).getByRole('img', { name: 'Online' })).toBeVisible();
    expect(within(sari as HTMLElement).getByText('No limit')).toBeInTheDocument();
    expect(within(dewi as HTMLElement).getByRole('img', { name: 'Away' })).toBeVisible();
    expect(within(dewi as HTMLElement).getByRole('cell', { name: '5' })).toBeVisible();
  });

  it("saves an agent's open conversation limit, and no limit when emptied", async () => {
    const api = fakeApi({
      [LIST]: { status: 200, body: { results: [owner, agent] } },
      [`PATCH ${memberPath('u2')}`]: (request) => ({
        status: 200,
        body: { ...agent, ...(request.body as object) },
      }),
    });
    const { user } = renderScreen(<AccountTeamPage />, { url: '/app/c/account/team' });
    await user.click(await screen.findByRole('button', { name: 'Edit Dewi' }));
    let form = await screen.findByRole('form', { name: 'Edit team member' });
    const limit = within(form).getByLabelText('Open conversation limit');
    expect(limit).toHaveValue('');
    await user.type(limit, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Choose a limit from 1 to 1,000 open conversations, or no limit.'),
    ).toBeVisible();
    expect(api.callsTo(`PATCH ${memberPath('u2')}`)).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team member updated')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${memberPath('u2')}`)[0]?.body).toMatchObject({ name: 'Dewi', open_limit: 5 });

    api.set(LIST, { status: 200, body: { results: [owner, { ...agent, open_limit: 5 }] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Dewi' }));
    form = await screen.findByRole('form', { name: 'Edit team member' });
    await user.clear(within(form).getByLabelText('Open conversation limit'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PATCH ${memberPath('u2')}`)).toHaveLength(2));
    expect(api.callsTo(`PATCH ${memberPath('u2')}`)[1]?.body).toMatchObject({ open_limit: null });
  });

  it('asks no limit of a new agent', async () => {
    fakeApi({ [LIST]: { status: 200, body: { results: [owner] } } });
    const { user } = renderScreen(<AccountTeamPage />, { url: '/app/c/account/team' });
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const form = await screen.findByRole('form', { name: 'Add team member' });
    expect(within(form).queryByLabelText('Open conversation limit')).toBeNull();
  });
});
