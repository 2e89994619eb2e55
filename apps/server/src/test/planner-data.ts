import { PLANNER_PATHS } from '@siar/shared';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contactsInGroup, deviceRow, template } from './campaign-data.ts';
import { apiAs, createCustomer } from './factories.ts';

/** An account with a template, a group of `contacts` and a connected device, and a weekly series body. */
export async function plannerAccount(app: App, db: Database, contacts = 3) {
  const customer = await createCustomer(db);
  const api = await apiAs(app, customer);
  const { groupId } = await contactsInGroup(db, customer.accountId, contacts);
  const templateId = await template(db, customer.accountId, 'Hi {{name}}');
  const deviceId = await deviceRow(db, customer.accountId);
  const body = {
    name: 'Monday promo',
    template_id: templateId,
    group_ids: [groupId],
    device_ids: [deviceId],
    repeat: 'weekly' as const,
    days: ['MO' as const],
    time_of_day: '09:00',
    start_date: '2030-01-07',
    min_delay_seconds: 0,
    max_delay_seconds: 0,
  };
  return { customer, api, groupId, templateId, deviceId, body };
}

export const seriesPath = (
  name: 'oneSeries' | 'pause' | 'resume' | 'end' | 'move' | 'skip' | 'restore',
  id: string,
) => PLANNER_PATHS[name].replace(':series_id', id);
