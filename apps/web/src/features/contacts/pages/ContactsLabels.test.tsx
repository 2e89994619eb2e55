import { CHATS_PATHS, CONTACTS_PATHS, fillPath, type LabelRef } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { contact, contactsPage, groupsPage } from '../test/contact-factory.ts';
import { ContactsPage } from './ContactsPage.tsx';

const LIST = `GET ${CONTACTS_PATHS.contacts}`;
const GROUPS = `GET ${CONTACTS_PATHS.groups}`;
const LABELS = `GET ${CHATS_PATHS.labels}`;
const BULK = `POST ${CONTACTS_PATHS.bulk}`;
const URL = '/app/c/contacts';

const VIP: LabelRef = { label_id: '0b7d1c3e-1111-4aaa-8bbb-000000000001', name: 'VIP', color: 'grape' };
const LEAD: LabelRef = { label_id: '0b7d1c3e-1111-4aaa-8bbb-000000000002', name: 'Lead', color: 'teal' };
const labels = { status: 200, body: { results: [LEAD, VIP] } };

const row = (name: string) =>
  screen.getAllByTestId('contact-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe("the contacts page's labels", () => {
  it('shows each contact’s labels and filters the list, the export and “all matching” by one', async () => {
    const api = fakeApi({
      [LIST]: (request) =>
        request.query.get('label_id') === VIP.label_id
          ? contactsPage([contact({ id: 'a', name: 'Ana', labels: [VIP] })], 45)
          : contactsPage([
              contact({ id: 'a', name: 'Ana', labels: [VIP] }),
              contact({ id: 'b', name: 'Budi' }),
            ]),
      [GROUPS]: groupsPage([]),
      [LABELS]: labels,
      [BULK]: { status: 200, body: { detail: 'Contacts deleted: 45', affected: 45 } },
    });
    const { user, router } = renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByText('Ana')).toBeVisible();
    expect(within(row('Ana')).getByTestId('labels')).toHaveTextContent('VIP');
    expect(within(row('Budi')).queryByTestId('labels')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Label' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('label_id')).toBe(VIP.label_id));
    expect(router.state.location.search).toContain(`label=${VIP.label_id}`);
    await waitFor(() => expect(screen.queryByText('Budi')).toBeNull());
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toContain(
      `label_id=${VIP.label_id}`,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all contacts on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 matching contacts' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(BULK)).toHaveLength(1));
    expect(api.callsTo(BULK)[0]?.body).toMatchObject({
      action: 'delete',
      filter: { label_id: VIP.label_id },
    });
  });

  it('says so when no contact carries the label, from an address that names it', async () => {
    fakeApi({ [LIST]: contactsPage([]), [GROUPS]: groupsPage([]), [LABELS]: labels });
    renderScreen(<ContactsPage />, { url: `${URL}?label=${LEAD.label_id}` });
    expect(await screen.findByText('No contacts match these filters.')).toBeVisible();
    expect(screen.getByText('Change the search or clear a filter.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Label' })).toHaveValue('Lead'));
  });

  it('puts a label on a contact from its form and takes one off, at once', async () => {
    const ana = contact({ id: 'a', name: 'Ana', labels: [VIP] });
    const labelsOf = (contactId: string) => fillPath(CONTACTS_PATHS.contactLabels, { contact_id: contactId });
    const labelOf = (labelId: string) =>
      fillPath(CONTACTS_PATHS.contactLabel, { contact_id: 'a', label_id: labelId });
    const api = fakeApi({
      [LIST]: contactsPage([ana]),
      [GROUPS]: groupsPage([]),
      [LABELS]: labels,
      [`POST ${labelsOf('a')}`]: { status: 200, body: { ...ana, labels: [LEAD, VIP] } },
      [`DELETE ${labelOf(VIP.label_id)}`]: { status: 200, body: { ...ana, labels: [LEAD] } },
    });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit contact' });
    const chips = within(form).getByRole('group', { name: 'Labels' });
    expect(await within(chips).findByRole('checkbox', { name: 'VIP' })).toBeChecked();
    expect(within(chips).getByRole('checkbox', { name: 'Lead' })).not.toBeChecked();

    await user.click(within(chips).getByRole('checkbox', { name: 'Lead' }));
    await waitFor(() => expect(api.callsTo(`POST ${labelsOf('a')}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${labelsOf('a')}`)[0]?.body).toEqual({ label_id: LEAD.label_id });
    await user.click(within(chips).getByRole('checkbox', { name: 'VIP' }));
    await waitFor(() => expect(within(chips).getByRole('checkbox', { name: 'VIP' })).not.toBeChecked());
    expect(api.callsTo(`DELETE ${labelOf(VIP.label_id)}`)).toHaveLength(1);
    expect(within(chips).getByRole('checkbox', { name: 'Lead' })).toBeChecked();
  });

  it('takes back a label the server refused to put on, and says why', async () => {
    const ana = contact({ id: 'a', name: 'Ana' });
    fakeApi({
      [LIST]: contactsPage([ana]),
      [GROUPS]: groupsPage([]),
      [LABELS]: labels,
      [`POST ${fillPath(CONTACTS_PATHS.contactLabels, { contact_id: 'a' })}`]: {
        status: 404,
        body: { detail: 'Label not found.', code: 'label_not_found' },
      },
    });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const chips = within(await screen.findByRole('form', { name: 'Edit contact' })).getByRole('group', {
      name: 'Labels',
    });
    await user.click(await within(chips).findByRole('checkbox', { name: 'Lead' }));
    await waitFor(() => expect(within(chips).getByRole('checkbox', { name: 'Lead' })).not.toBeChecked());
    expect(await screen.findByText('Label not found.')).toBeVisible();
  });
});
