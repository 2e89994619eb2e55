// A customer with a planner to look at (screenshots, trying the page by hand): run against a
// PostgreSQL schema the server uses, then log in as the printed user.
//   DATABASE_URL=... DATABASE_SCHEMA=... node --import tsx apps/server/src/modules/planner/testing/seed-planner-demo.ts
import { openDatabase } from '../../../db/client.ts';
import { migrateDatabase } from '../../../db/migrate.ts';
import { contactsInGroup, deviceRow, template } from '../../../test/campaign-data.ts';
import { createCustomer } from '../../../test/factories.ts';
import { hashPassword } from '../../users/passwords.ts';
import * as repo from '../planner.repo.ts';
import { runScheduler } from '../scheduler.ts';
import { createSeries } from '../series.service.ts';

const handle = await openDatabase({ url: process.env.DATABASE_URL, schemaName: process.env.DATABASE_SCHEMA });
await migrateDatabase(handle);
const { db } = handle;
const username = `planner_${Date.now().toString(36)}`;
const customer = await createCustomer(db, { username, passwordHash: await hashPassword('planner-demo-1') });
const { groupId } = await contactsInGroup(db, customer.accountId, 120);
const templateId = await template(db, customer.accountId, 'Hi {{name}}, our weekly offer is here!');
const kasir = await deviceRow(db, customer.accountId);
const gudang = await deviceRow(db, customer.accountId);
const live = { publish: async () => {} } as never;
const deps = { db, live, jobs: { wakeAt: async () => {} } };
const caller = { id: customer.userId, username, accountId: customer.accountId };
const today = new Date().toISOString().slice(0, 10);
const base = {
  template_id: templateId,
  group_ids: [groupId],
  min_delay_seconds: 20,
  max_delay_seconds: 60,
  typing: true,
};
const weekly = await createSeries(deps, caller, {
  ...base,
  name: 'Monday & Thursday promo',
  device_ids: [kasir],
  repeat: 'weekly',
  interval: 1,
  days: ['MO', 'TH'],
  time_of_day: '09:00',
  start_date: today,
  ends: 'never',
  daily_cap_per_device: 100,
  skip_not_on_whatsapp: false,
  within_business_hours: false,
} as never);
await createSeries(deps, caller, {
  ...base,
  name: 'Last Friday newsletter',
  device_ids: [kasir, gudang],
  repeat: 'monthly_weekday',
  interval: 1,
  days: [],
  week: -1,
  weekday: 'FR',
  time_of_day: '16:30',
  start_date: today,
  ends: 'after_count',
  count: 6,
  daily_cap_per_device: 500,
  skip_not_on_whatsapp: false,
  within_business_hours: false,
} as never);
// A run that happened and one missed, as if the series had been older.
const series = (await repo.findSeries(db, customer.accountId, weekly))!;
const past = new Date(Date.now() - 6 * 86_400_000);
await repo.insertOccurrence(db, {
  seriesId: weekly,
  accountId: customer.accountId,
  occursAt: past,
  runAt: past,
  state: 'missed',
});
console.log(
  JSON.stringify({ username, password: 'planner-demo-1', series: series.id, ran: await runScheduler(deps) }),
);
await handle.close();
