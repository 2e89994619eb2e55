import { AUTH_PATHS, CONTACTS_PATHS, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { contact, contactsPage, group, groupsPage } from '../test/contact-factory.ts';
import { ContactsPage } from './ContactsPage.tsx';

const LIST = `GET ${CONTACTS_PATHS.contacts}`;
const GROUPS = `GET ${CONTACTS_PATHS.groups}`;
const BULK = `POST ${CONTACTS_PATHS.bulk}`;
const ONE = (id: string) => fillPath(CONTACTS_PATHS.contact, { contact_id: id });
const URL = '/app/c/contacts';

const row = (name: string) =>
  screen.getAllByTestId('contact-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe('the contacts page', () => {
  it('shows a loader, then says there are no contacts yet', async () => {
    let answer: (value: ReturnType<typeof contactsPage>) => void = () => {};
    fakeApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)), [GROUPS]: groupsPage([]) });
    renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    answer(contactsPage([]));
    expect(await screen.findByText('No contacts yet')).toBeVisible();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      `${CONTACTS_PATHS.export}?ordering=-created_at`,
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const api = fakeApi({
      [LIST]: { status: 500, body: { detail: 'Internal Server Error', code: 'server_error' } },
      [GROUPS]: groupsPage([]),
    });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByText('Something did not load')).toBeVisible();
    api.set(LIST, contactsPage([contact({ name: 'Kasir' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kasir')).toBeVisible();
  });

  it('shows each contact with its groups and an opted-out badge with its date', async () => {
    fakeApi({
      [LIST]: contactsPage([
        contact({ id: 'a', name: 'Ana', groups: [{ id: 'g1', name: 'VIP' }] }),
        contact({
          id: 'b',
          name: 'Budi',
          phone: '+6281200000002',
          opted_out: true,
          opted_out_at: '2026-11-01T05:00:00Z',
        }),
      ]),
      [GROUPS]: groupsPage([group()]),
    });
    renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByText('Ana')).toBeVisible();
    expect(within(row('Ana')).getByText('VIP')).toBeVisible();
    expect(within(row('Ana')).getByText('Subscribed')).toBeVisible();
    expect(within(row('Budi')).getByText('Opted out')).toBeVisible();
    expect(within(row('Budi')).getByText('since 1 Nov 2026')).toBeVisible();
    expect(screen.getByTestId('contacts-total')).toHaveTextContent('Total: 2');
  });

  it('sorts by a column, and turns the order round on a second click', async () => {
    const api = fakeApi({ [LIST]: contactsPage([contact()]), [GROUPS]: groupsPage([]) });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await screen.findByText('Ana');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('ordering')).toBe('name'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('ordering')).toBe('-name'));
  });

  it('adds the selected contacts to a group', async () => {
    const api = fakeApi({
      [LIST]: contactsPage([contact({ id: 'a', name: 'Ana' }), contact({ id: 'b', name: 'Budi' })]),
      [GROUPS]: groupsPage([group({ id: 'g1', name: 'VIP' })]),
      [BULK]: { status: 200, body: { detail: '2 contacts added to the group', affected: 2 } },
    });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await screen.findByText('Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
    expect(screen.getByText('Selected: 2')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Choose a group' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await user.click(screen.getByRole('button', { name: 'Add to group' }));
    expect(await screen.findByText('Added to the group: 2')).toBeVisible();
    expect(api.callsTo(BULK)[0]?.body).toEqual({
      action: 'add_to_group',
      contact_ids: ['a', 'b'],
      group_id: 'g1',
    });
    await waitFor(() => expect(screen.queryByTestId('bulk-actions')).not.toBeInTheDocument());
  });

  it("says 'Failed to update contact' when an edit fails, and shows a refused number under its field", async () => {
    const api = fakeApi({
      [LIST]: contactsPage([contact({ id: 'a', name: 'Ana' })]),
      [GROUPS]: groupsPage([]),
      [`PATCH ${ONE('a')}`]: { status: 500, body: { detail: 'Internal Server Error', code: 'server_error' } },
    });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await screen.findByText('Ana');
    await user.click(screen.getByRole('button', { name: 'Actions for Ana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit contact' });
    await user.clear(within(form).getByLabelText(/Name/));
    await user.type(within(form).getByLabelText(/Name/), 'Ana Putri');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update contact')).toBeVisible();

    api.set(`PATCH ${ONE('a')}`, {
      status: 400,
      body: {
        phone: ['A contact with this phone number already exists.'],
        field_codes: { phone: [{ code: 'contact_phone_taken' }] },
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A contact with this phone number already exists.')).toBeVisible();
    expect(api.callsTo(`PATCH ${ONE('a')}`)[0]?.body).toMatchObject({
      name: 'Ana Putri',
      phone: '+6281234567890',
    });
  });

  it('checks the form with the shared rules before sending', async () => {
    const api = fakeApi({ [LIST]: contactsPage([]), [GROUPS]: groupsPage([]) });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const form = await screen.findByRole('form', { name: 'Add contact' });
    await user.click(within(form).getByRole('button', { name: 'Add field' }));
    await user.type(within(form).getByRole('textbox', { name: 'Field name' }), 'Company Name');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a name.')).toBeVisible();
    expect(within(form).getByText('Please enter a phone number.')).toBeVisible();
    expect(within(form).getByText(/Field names use lowercase letters/)).toBeVisible();
    expect(api.callsTo(`POST ${CONTACTS_PATHS.contacts}`)).toHaveLength(0);
  });

  it('offers an agent no Add contact while numbers are hidden from them, and no import', async () => {
    const agent = (numbersHidden: boolean) => ({
      is_authenticated: true,
      user: {
        id: 'u2',
        username: 'dewi_agent',
        name: 'Dewi',
        email: null,
        is_staff: false,
        account_id: 'a1',
        role: 'agent',
        numbers_hidden: numbersHidden,
        subscription: null,
      },
    });
    const api = fakeApi({
      [LIST]: contactsPage([contact({ name: 'Kasir' })]),
      [GROUPS]: groupsPage([]),
      [`GET ${AUTH_PATHS.session}`]: { status: 200, body: agent(true) },
    });
    const first = renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByText('Kasir')).toBeVisible();
    // Once the session is read (the import button goes: an agent's), Add contact is gone too.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Import' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toBeVisible();
    first.unmount();

    api.set(`GET ${AUTH_PATHS.session}`, { status: 200, body: agent(false) });
    renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByRole('button', { name: 'Add contact' })).toBeVisible();
  });
});
