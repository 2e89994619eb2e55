import { CONTACTS_PATHS, fillPath, NUMBER_CHECKS_PATHS, type NumberCheck } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { contact, contactsPage, group, groupsPage } from '../test/contact-factory.ts';
import { ContactGroupsPage } from './ContactGroupsPage.tsx';
import { ContactsPage } from './ContactsPage.tsx';

const LIST = `GET ${CONTACTS_PATHS.contacts}`;
const GROUPS = `GET ${CONTACTS_PATHS.groups}`;
const CHECKS = `GET ${NUMBER_CHECKS_PATHS.checks}`;
const START = `POST ${NUMBER_CHECKS_PATHS.checks}`;
const CANCEL = `POST ${fillPath(NUMBER_CHECKS_PATHS.cancel, { check_id: 'n1' })}`;
const URL = '/app/c/contacts';
const DAY = 86_400_000;

function numberCheck(values: Partial<NumberCheck> = {}): NumberCheck {
  return {
    id: 'n1',
    source: 'contacts',
    status: 'running',
    total: 10,
    checked: 4,
    on_whatsapp: 3,
    not_on_whatsapp: 1,
    waiting: null,
    created_at: new Date().toISOString(),
    started_at: new Date().toISOString(),
    finished_at: null,
    ...values,
  };
}
const checks = (...results: NumberCheck[]) => ({ status: 200, body: { results } });

const row = (name: string) =>
  screen.getAllByTestId('contact-row').find((r) => within(r).queryByText(name)) as HTMLElement;

describe('number checks on the contacts pages', () => {
  it('shows whether each number is on WhatsApp and how long ago it was checked', async () => {
    fakeApi({
      [LIST]: contactsPage([
        contact({
          id: 'a',
          name: 'Ana',
          on_whatsapp: true,
          whatsapp_checked_at: new Date(Date.now() - 3 * DAY).toISOString(),
        }),
        contact({
          id: 'b',
          name: 'Budi',
          on_whatsapp: false,
          whatsapp_checked_at: new Date(Date.now() - DAY).toISOString(),
        }),
        contact({ id: 'c', name: 'Cici' }),
      ]),
      [GROUPS]: groupsPage([]),
      [CHECKS]: checks(),
    });
    renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByText('Ana')).toBeVisible();
    expect(within(row('Ana')).getByText('On WhatsApp')).toBeVisible();
    expect(within(row('Ana')).getByText('checked 3 days ago')).toBeVisible();
    expect(within(row('Budi')).getByText('Not on WhatsApp')).toBeVisible();
    expect(within(row('Budi')).getByText('checked yesterday')).toBeVisible();
    expect(within(row('Cici')).getByText('Not checked')).toBeVisible();
  });

  it('filters the list by the last check, on the server', async () => {
    const api = fakeApi({ [LIST]: contactsPage([contact()]), [GROUPS]: groupsPage([]), [CHECKS]: checks() });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await screen.findByText('Ana');
    await user.click(screen.getByRole('combobox', { name: 'Filter by WhatsApp' }));
    await user.click(await screen.findByRole('option', { name: 'Not on WhatsApp' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('whatsapp')).toBe('not_on'));
  });

  it('checks one contact, follows the progress and cancels it', async () => {
    const api = fakeApi({
      [LIST]: contactsPage([contact({ id: 'a', name: 'Ana' })]),
      [GROUPS]: groupsPage([]),
      [CHECKS]: checks(),
      [START]: {
        status: 201,
        body: numberCheck({ total: 1, checked: 0, on_whatsapp: 0, not_on_whatsapp: 0 }),
      },
      [CANCEL]: {
        status: 200,
        body: numberCheck({ status: 'cancelled', finished_at: new Date().toISOString() }),
      },
    });
    const { user } = renderScreen(<ContactsPage />, { url: URL });
    await screen.findByText('Ana');
    await user.click(screen.getByRole('button', { name: 'Actions for Ana' }));
    api.set(CHECKS, checks(numberCheck()));
    await user.click(await screen.findByRole('menuitem', { name: 'Check on WhatsApp' }));
    expect(await screen.findByText('Checking 1 number on WhatsApp.')).toBeVisible();
    expect(api.callsTo(START)[0]?.body).toEqual({ contact_ids: ['a'] });
    const panel = await screen.findByTestId('number-check-panel');
    expect(within(panel).getByText('Checking numbers on WhatsApp: 4 of 10')).toBeVisible();
    expect(within(panel).getByText('On WhatsApp: 3 · Not on WhatsApp: 1')).toBeVisible();
    api.set(CHECKS, checks(numberCheck({ status: 'cancelled', finished_at: new Date().toISOString() })));
    await user.click(within(panel).getByRole('button', { name: 'Cancel check' }));
    expect(await screen.findByText('Number check cancelled: 4 of 10 checked')).toBeVisible();
    expect(api.callsTo(CANCEL)).toHaveLength(1);
  });

  it('says plainly when no device is connected to check with', async () => {
    fakeApi({
      [LIST]: contactsPage([contact()]),
      [GROUPS]: groupsPage([]),
      [CHECKS]: checks(numberCheck({ status: 'queued', checked: 0, waiting: 'no_device' })),
    });
    renderScreen(<ContactsPage />, { url: URL });
    expect(await screen.findByTestId('number-check-waiting')).toHaveTextContent(
      'No WhatsApp device is connected. Connect a device (and unpause it) on the Devices page',
    );
  });

  it("checks a group's numbers from the groups page", async () => {
    const api = fakeApi({
      [GROUPS]: groupsPage([group({ id: 'g1', name: 'VIP', member_count: 12 })]),
      [CHECKS]: checks(),
      [START]: { status: 201, body: numberCheck({ source: 'group', total: 12, checked: 2 }) },
    });
    const { user } = renderScreen(<ContactGroupsPage />, { url: '/app/c/contact-groups' });
    await user.click(await screen.findByRole('button', { name: 'Check the numbers of VIP on WhatsApp' }));
    expect(await screen.findByText('Checking 12 numbers on WhatsApp.')).toBeVisible();
    expect(api.callsTo(START)[0]?.body).toEqual({ group_id: 'g1' });
  });
});
