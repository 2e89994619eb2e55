import { CONTACTS_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { group, groupsPage } from '../test/contact-factory.ts';
import { ContactGroupsPage } from './ContactGroupsPage.tsx';

const LIST = `GET ${CONTACTS_PATHS.groups}`;
const CREATE = `POST ${CONTACTS_PATHS.groups}`;

describe('the contact groups page', () => {
  it('lists groups with member counts and creates one, showing a taken name under the field', async () => {
    const api = fakeApi({
      [LIST]: groupsPage([group({ id: 'g1', name: 'VIP', member_count: 1234 })]),
      [CREATE]: {
        status: 400,
        body: {
          name: ['A group with this name already exists.'],
          field_codes: { name: [{ code: 'group_name_taken' }] },
        },
      },
    });
    const { user } = renderScreen(<ContactGroupsPage />, { url: '/app/c/contact-groups' });
    const row = await screen.findByTestId('group-row');
    expect(within(row).getByRole('link', { name: 'VIP' })).toHaveAttribute(
      'href',
      '/app/c/contacts?group=g1',
    );
    expect(within(row).getByTestId('member-count')).toHaveTextContent('1,234');

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const form = await screen.findByRole('form', { name: 'Create group' });
    await user.type(within(form).getByLabelText(/Group name/), 'vip');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A group with this name already exists.')).toBeVisible();

    api.set(CREATE, { status: 201, body: group({ id: 'g2', name: 'Resellers' }) });
    api.set(LIST, groupsPage([group({ id: 'g2', name: 'Resellers' }), group({ id: 'g1', name: 'VIP' })]));
    await user.clear(within(form).getByLabelText(/Group name/));
    await user.type(within(form).getByLabelText(/Group name/), 'Resellers');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group created')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Resellers' })).toBeVisible();
    expect(api.callsTo(CREATE).at(-1)?.body).toEqual({ name: 'Resellers' });
  });

  it('says so when there are no groups yet', async () => {
    fakeApi({ [LIST]: groupsPage([]) });
    renderScreen(<ContactGroupsPage />, { url: '/app/c/contact-groups' });
    expect(await screen.findByText('No groups yet. Create one to send campaigns to it.')).toBeVisible();
  });
});
