import { type AdminContactMessageRow, CONTACT_MESSAGES_ADMIN_PATHS } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { ContactMessagesPage } from './ContactMessagesPage.tsx';

const LIST = `GET ${CONTACT_MESSAGES_ADMIN_PATHS.list}`;
const MARK = `POST ${CONTACT_MESSAGES_ADMIN_PATHS.markHandled}`;

const message: AdminContactMessageRow = {
  message_id: 'm1',
  name: 'Budi Santoso',
  email: 'budi@toko.id',
  message: 'Can I pair two numbers on Starter?',
  language: 'id',
  received_at: '2026-03-02T02:30:00.000Z',
  handled: false,
  handled_at: null,
  handled_by: null,
};

/** One message behind the stubbed API, which staff can mark handled or open again. */
function messageServer() {
  const row = { ...message };
  return fakeApi({
    [LIST]: ({ query }: FakeRequest) => {
      const term = (query.get('search') ?? '').toLowerCase();
      const results = `${row.name} ${row.email} ${row.message}`.toLowerCase().includes(term) ? [row] : [];
      return { status: 200, body: { count: results.length, results } };
    },
    [MARK]: ({ body }: FakeRequest) => {
      const { handled } = body as { handled: boolean };
      Object.assign(row, {
        handled,
        handled_at: handled ? '2026-03-02T04:00:00.000Z' : null,
        handled_by: handled ? 'support_rina' : null,
      });
      return { status: 200, body: row };
    },
  });
}

describe('the contact messages page', () => {
  it('shows who wrote, what, when, and whether it is handled', async () => {
    messageServer();
    renderScreen(<ContactMessagesPage />, { url: '/apanel/support/contact-messages' });
    const row = within(await screen.findByTestId('contact-message-row'));
    expect(row.getByText('Budi Santoso')).toBeVisible();
    expect(row.getByRole('link', { name: 'budi@toko.id' })).toHaveAttribute('href', 'mailto:budi@toko.id');
    expect(row.getByText('Can I pair two numbers on Starter?')).toBeVisible();
    expect(row.getByText('2 Mar 2026, 09:30 WIB')).toBeVisible();
    expect(row.getByText('Indonesian')).toBeVisible();
    expect(row.getByText('Open')).toBeVisible();
    expect(screen.getByText('Total: 1')).toBeVisible();
  });

  it('marks a message handled, naming who did it, and opens it again', async () => {
    const api = messageServer();
    const { user } = renderScreen(<ContactMessagesPage />, { url: '/apanel/support/contact-messages' });
    const row = within(await screen.findByTestId('contact-message-row'));
    await user.click(row.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Message from Budi Santoso marked handled.')).toBeVisible();
    expect(await row.findByText('Handled')).toBeVisible();
    expect(row.getByText('By support_rina, 2 Mar 2026, 11:00 WIB')).toBeVisible();
    expect(api.callsTo(MARK)[0]!.body).toEqual({ message_id: 'm1', handled: true });

    await user.click(row.getByRole('button', { name: 'Mark not handled' }));
    expect(await row.findByText('Open')).toBeVisible();
    expect(api.callsTo(MARK)[1]!.body).toEqual({ message_id: 'm1', handled: false });
  });

  it('searches once typing pauses, and shows when nothing matches', async () => {
    const api = messageServer();
    const { user, router } = renderScreen(<ContactMessagesPage />, {
      url: '/apanel/support/contact-messages',
    });
    await screen.findByTestId('contact-message-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'refund');
    expect(await screen.findByText('No record available')).toBeVisible();
    expect(screen.getByText('Total: 0')).toBeVisible();
    expect(api.callsTo(LIST).at(-1)!.query.get('search')).toBe('refund');
    await waitFor(() => expect(router.state.location.search).toBe('?search=refund'));
  });
});
