import {
  AUDIT_LOG_PATHS,
  CAMPAIGNS_PATHS,
  DEVICES_PATHS,
  fillPath,
  INTEGRATIONS_PATHS,
  TEAM_PATHS,
} from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsInGroup, deviceRow, template } from '../../test/campaign-data.ts';
import { type Api, apiAs, createCustomer, createStaff, type TestCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Customers' consequential actions land in the staff's audit log, by the customer who acted.

type Row = {
  actor_username: string;
  actor_is_staff: boolean;
  action: string;
  target_type: string;
  target_id: string;
  account_id: string | null;
  account_name: string | null;
  before: unknown;
  after: unknown;
};

let ctx: TestContext;
let staff: Api;
let customer: TestCustomer;
let owner: Api;

beforeAll(async () => {
  ctx = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  staff = await apiAs(ctx.app, await createStaff(ctx.database.db, 'audit_reader'));
  customer = await createCustomer(ctx.database.db, { name: 'Toko Audit' });
  owner = await apiAs(ctx.app, customer);
});
afterAll(() => ctx.close());

/** The newest row of the customer's account with this action, as staff read it. */
async function logged(action: string): Promise<Row[]> {
  const query = new URLSearchParams({ action, account_id: customer.accountId });
  const page = await staff.get(`${AUDIT_LOG_PATHS.list}?${query}`);
  expect(page.statusCode).toBe(200);
  return page.json().results;
}

function byCustomer(row: Row | undefined) {
  expect(row).toMatchObject({
    actor_username: customer.username,
    actor_is_staff: false,
    account_id: customer.accountId,
    account_name: 'Toko Audit',
  });
}

describe("customers' actions in the audit log", () => {
  it('records the API key rotation and webhook changes, never the secrets', async () => {
    const key = (await owner.post(INTEGRATIONS_PATHS.rotateKeys, {})).json().api_secret_key as string;
    const [rotated] = await logged('api_key.rotate');
    byCustomer(rotated);
    expect(JSON.stringify(rotated)).not.toContain(key);

    expect(
      (await owner.put(INTEGRATIONS_PATHS.webhook, { url: 'http://127.0.0.1:9/hooks' })).statusCode,
    ).toBe(200);
    const [saved] = await logged('webhook.update');
    byCustomer(saved);
    expect(saved).toMatchObject({ before: { url: '' }, after: { url: 'http://127.0.0.1:9/hooks' } });

    const secret = (await owner.post(INTEGRATIONS_PATHS.rotateWebhookSecret, {})).json().secret as string;
    const [secretRow] = await logged('webhook.rotate_secret');
    byCustomer(secretRow);
    expect(JSON.stringify(secretRow)).not.toContain(secret);
  });

  it('records team members added, edited, deactivated and removed, and the number privacy switch', async () => {
    const created = await owner.post(TEAM_PATHS.members, {
      name: 'Rina Agent',
      email: 'rina.audit@example.com',
      phone_number: '+628521234987',
      username: 'rina_audit',
      password: 'agent-password',
      confirm_password: 'agent-password',
    });
    expect(created.statusCode).toBe(201);
    const memberId = created.json().id as string;
    const member = fillPath(TEAM_PATHS.member, { user_id: memberId });
    const [added] = await logged('team_member.create');
    byCustomer(added);
    expect(added).toMatchObject({ target_id: memberId, after: { username: 'rina_audit', is_active: true } });
    expect(JSON.stringify(added)).not.toContain('agent-password');

    await owner.patch(member, {
      name: 'Rina A.',
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    const [edited] = await logged('team_member.update');
    expect(edited).toMatchObject({
      before: { name: 'Rina Agent' },
      after: { name: 'Rina A.', password_changed: true },
    });
    expect(JSON.stringify(edited)).not.toContain('new-password-1');

    await owner.patch(member, { is_active: false });
    const [deactivated] = await logged('team_member.deactivate');
    byCustomer(deactivated);
    expect(deactivated).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    expect((await owner.delete(member)).statusCode).toBe(200);
    const [removed] = await logged('team_member.delete');
    byCustomer(removed);
    expect(removed).toMatchObject({ target_id: memberId, before: { username: 'rina_audit' }, after: null });

    await owner.put(TEAM_PATHS.security, { hide_phone_numbers: true });
    const [privacy] = await logged('number_privacy.update');
    byCustomer(privacy);
    expect(privacy).toMatchObject({
      before: { hide_phone_numbers: false },
      after: { hide_phone_numbers: true },
    });
  });

  it("records a device's force delete and a campaign's start and cancel", async () => {
    const { db } = ctx.database;
    const doomed = await deviceRow(db, customer.accountId);
    const deleted = await owner.delete(fillPath(DEVICES_PATHS.forceDelete, { device_id: doomed }));
    expect(deleted.statusCode).toBe(200);
    const [forced] = await logged('device.force_delete');
    byCustomer(forced);
    expect(forced).toMatchObject({ target_type: 'wa_device', target_id: doomed });

    const { groupId } = await contactsInGroup(db, customer.accountId, 2);
    const campaign = (
      await owner.post(CAMPAIGNS_PATHS.campaigns, {
        name: 'Audit promo',
        template_id: await template(db, customer.accountId),
        group_ids: [groupId],
        device_ids: [await deviceRow(db, customer.accountId)],
        min_delay_seconds: 0,
        max_delay_seconds: 0,
      })
    ).json();
    const at = (name: 'start' | 'cancel') => fillPath(CAMPAIGNS_PATHS[name], { campaign_id: campaign.id });
    expect((await owner.post(at('start'))).statusCode).toBe(200);
    const [started] = await logged('campaign.start');
    byCustomer(started);
    expect(started).toMatchObject({ target_id: campaign.id, after: { status: 'running' } });
    expect((await owner.post(at('cancel'))).statusCode).toBe(200);
    const [cancelled] = await logged('campaign.cancel');
    byCustomer(cancelled);
    expect(cancelled).toMatchObject({ before: { status: 'running' }, after: { status: 'cancelled' } });
  });
});

describe('the staff audit API', () => {
  it('filters by actor and action, refuses bad filters, and is closed to customers', async () => {
    const byActor = (
      await staff.get(`${AUDIT_LOG_PATHS.list}?actor=${customer.username.toUpperCase()}`)
    ).json();
    expect(byActor.count).toBe(11);
    expect(new Set(byActor.results.map((r: Row) => r.actor_username))).toEqual(new Set([customer.username]));
    expect((await staff.get(`${AUDIT_LOG_PATHS.list}?actor=nobody_here`)).json()).toMatchObject({
      count: 0,
      results: [],
    });

    const badAction = await staff.get(`${AUDIT_LOG_PATHS.list}?action=drop.tables`);
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json()).toMatchObject({ action: ['Please choose one of the offered options.'] });
    const badAccount = await staff.get(`${AUDIT_LOG_PATHS.list}?account_id=42`);
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().account_id).toHaveLength(1);

    expect((await owner.get(AUDIT_LOG_PATHS.list)).statusCode).toBe(403);
    expect((await (await apiAs(ctx.app)).get(AUDIT_LOG_PATHS.list)).statusCode).toBe(401);
  });
});
