import { CONTACT_MESSAGES_ADMIN_PATHS as PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { type Api, apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let staff: Api;
let staffName: string;

/** Stores a message as the contact form does, `minutesAgo` in the past. */
async function received(values: { name: string; email: string; message: string }, minutesAgo: number) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      ...values,
      language: 'id',
      ipAddress: '203.0.113.7',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createStaff(ctx.database.db, 'support_rina');
  staffName = user.username;
  staff = await apiAs(ctx.app, user);
});
afterAll(() => ctx.close());

describe('contact messages in the admin API', () => {
  it('are for staff only: visitors 401, customers 403', async () => {
    const visitor = await apiAs(ctx.app);
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const body = { message_id: crypto.randomUUID(), handled: true };
    expect((await visitor.get(PATHS.list)).statusCode).toBe(401);
    expect((await visitor.post(PATHS.markHandled, body)).statusCode).toBe(401);
    expect((await customer.get(PATHS.list)).statusCode).toBe(403);
    expect((await customer.post(PATHS.markHandled, body)).statusCode).toBe(403);
  });

  it('lists them newest first, 20 a page, with a total, and finds them by name, email or text', async () => {
    const oldest = await received(
      { name: 'Budi Santoso', email: 'budi@toko.id', message: 'Harga paket?' },
      90,
    );
    for (let i = 0; i < 20; i++) {
      await received({ name: `Sender ${i}`, email: `s${i}@example.com`, message: 'Hello' }, 60 - i);
    }
    const newest = await received(
      { name: 'Ana', email: 'ana@kedai.id', message: 'Can I pay 100% by QRIS?' },
      1,
    );

    const first = (await staff.get(PATHS.list)).json();
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toEqual({
      message_id: newest,
      name: 'Ana',
      email: 'ana@kedai.id',
      message: 'Can I pay 100% by QRIS?',
      language: 'id',
      received_at: expect.any(String),
      handled: false,
      handled_at: null,
      handled_by: null,
    });
    const second = (await staff.get(`${PATHS.list}?page=2`)).json();
    expect(second.results.map((r: { message_id: string }) => r.message_id).at(-1)).toBe(oldest);

    const search = async (term: string) =>
      (await staff.get(`${PATHS.list}?search=${encodeURIComponent(term)}`))
        .json()
        .results.map((r: { name: string }) => r.name);
    expect(await search('santoso')).toEqual(['Budi Santoso']);
    expect(await search('KEDAI.ID')).toEqual(['Ana']);
    expect(await search('harga')).toEqual(['Budi Santoso']);
    // A % in the term is a literal percent sign, not a wildcard.
    expect(await search('100%')).toEqual(['Ana']);
    expect((await staff.get(`${PATHS.list}?search=nobody-wrote-this`)).json()).toEqual({
      count: 0,
      results: [],
    });
  });

  it('marks a message handled by the staff member, keeps the first handler, and opens it again', async () => {
    const id = await received({ name: 'Dewi', email: 'dewi@salon.id', message: 'Refund?' }, 5);
    const handled = await staff.post(PATHS.markHandled, { message_id: id, handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ message_id: id, handled: true, handled_by: staffName });
    const handledAt = handled.json().handled_at;
    expect(Date.parse(handledAt)).toBeGreaterThan(Date.now() - 60_000);

    const other = await apiAs(ctx.app, await createStaff(ctx.database.db, 'support_joko'));
    const again = (await other.post(PATHS.markHandled, { message_id: id, handled: true })).json();
    expect(again).toMatchObject({ handled: true, handled_at: handledAt, handled_by: staffName });

    const reopened = (await other.post(PATHS.markHandled, { message_id: id, handled: false })).json();
    expect(reopened).toMatchObject({ handled: false, handled_at: null, handled_by: null });
    const listed = (await staff.get(`${PATHS.list}?search=dewi`)).json().results[0];
    expect(listed.handled).toBe(false);

    const audit = (await staff.get(`/api/v1/apanel/audit-log/?search=contact_message`)).json();
    expect(audit.results.map((r: { action: string }) => r.action)).toEqual([
      'contact_message.reopened',
      'contact_message.handled',
    ]);
  });

  it('answers 404 for an unknown message and names a bad request field', async () => {
    const unknown = await staff.post(PATHS.markHandled, { message_id: crypto.randomUUID(), handled: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Message not found.', code: 'contact_message_not_found' });
    const bad = await staff.post(PATHS.markHandled, { message_id: 'nope', handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message_id: ['This is not a valid id.'],
      handled: ['Please choose yes or no.'],
    });
  });
});
