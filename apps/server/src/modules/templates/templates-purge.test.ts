import { fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contentTemplates, mediaFiles, messages } from '../../db/schema/index.ts';
import { bossSchemaFor } from '../../jobs/boss.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer, queryRows } from '../../test/factories.ts';
import { runTwiceAndConcurrently } from '../../test/jobs.ts';
import { PNG_BYTES, uploadAs } from '../../test/multipart.ts';
import { createTestApp, restartWithJobs, type TestContext } from '../../test/test-app.ts';
import { templatesPurgeJob } from './templates.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const png = { data: PNG_BYTES, type: 'image/png', name: 'p.png' };

describe('the trash purge timer', () => {
  it('purges at start what came due while no server ran, and keeps an hourly schedule in the queue', async () => {
    const db = ctx.database.db;
    const api = await apiAs(ctx.app, await createCustomer(db));
    const trashed = async (name: string) => {
      const id = (await api.post(TEMPLATES_PATHS.templates, { name, body: 'Hi' })).json().id as string;
      await api.delete(fillPath(TEMPLATES_PATHS.template, { template_id: id }));
      return id;
    };
    const cameDue = await trashed('Came due overnight');
    await trashed('Trashed today');
    await db
      .update(contentTemplates)
      .set({ purgeAt: new Date(Date.now() - 60_000) })
      .where(eq(contentTemplates.id, cameDue));

    const restarted = await restartWithJobs(ctx.database);
    try {
      // Gone as soon as the server is up, not an hour later.
      const trash = (await api.get(TEMPLATES_PATHS.trash)).json();
      expect(trash.results.map((t: { name: string }) => t.name)).toEqual(['Trashed today']);
      // And the queue the server started fires the purge once in every hour of the day.
      const schedules = sql.raw(`"${bossSchemaFor(ctx.database.schemaName)}".schedule`);
      const rows = await queryRows<{ cron: string }>(
        db,
        sql`select cron from ${schedules} where name = ${templatesPurgeJob(db).id}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.cron).toMatch(/^[0-5]?\d \* \* \* \*$/);
    } finally {
      await restarted.close();
    }
  });

  it('deletes due templates for good with their unused attachments, whether run twice or twice at once', async () => {
    const db = ctx.database.db;
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const media = async () => (await uploadAs(ctx.app, api, TEMPLATES_PATHS.media, png)).json().id as string;
    const create = async (name: string, mediaId: string | null) =>
      (await api.post(TEMPLATES_PATHS.templates, { name, body: 'Hi {{name}}', media_id: mediaId })).json()
        .id as string;
    const [dueMedia, campaignMedia, abandoned, fresh] = [
      await media(),
      await media(),
      await media(),
      await media(),
    ];
    const due = await create('Due', dueMedia);
    const dueWithCampaign = await create('Due, media in a campaign', campaignMedia);
    const notYet = await create('Not yet', null);
    const live = await create('Live', null);
    await db
      .insert(campaigns)
      .values({ accountId: customer.accountId, name: 'June', mediaId: campaignMedia });
    for (const id of [due, dueWithCampaign, notYet]) {
      await api.delete(fillPath(TEMPLATES_PATHS.template, { template_id: id }));
    }
    // Their 30 days have passed (for two of them); one upload was never used by a template for two days.
    await db
      .update(contentTemplates)
      .set({ purgeAt: new Date(Date.now() - 1000) })
      .where(inArray(contentTemplates.id, [due, dueWithCampaign]));
    await db
      .update(mediaFiles)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(mediaFiles.id, abandoned));

    await runTwiceAndConcurrently(templatesPurgeJob(db), {});

    const templatesLeft = await db
      .select({ id: contentTemplates.id })
      .from(contentTemplates)
      .where(eq(contentTemplates.accountId, customer.accountId));
    expect(templatesLeft.map((t) => t.id).sort()).toEqual([notYet, live].sort());
    const mediaLeft = await db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(eq(mediaFiles.accountId, customer.accountId));
    expect(mediaLeft.map((m) => m.id).sort()).toEqual([campaignMedia, fresh].sort());

    const trash = (await api.get(TEMPLATES_PATHS.trash)).json();
    expect(trash.results.map((t: { name: string }) => t.name)).toEqual(['Not yet']);
    expect((await api.get(fillPath(TEMPLATES_PATHS.template, { template_id: due }))).statusCode).toBe(404);
  });

  it("keeps an old file a chat message shows (a contact's photo), long after it came", async () => {
    const db = ctx.database.db;
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const kept = (await uploadAs(ctx.app, api, TEMPLATES_PATHS.media, png)).json().id as string;
    const deviceId = await deviceRow(db, customer.accountId);
    await db.insert(messages).values({
      accountId: customer.accountId,
      deviceId,
      direction: 'in',
      waMessageId: 'PURGE1',
      kind: 'image',
      mediaId: kept,
      sentAt: new Date(),
    });
    await db
      .update(mediaFiles)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(mediaFiles.id, kept));

    await runTwiceAndConcurrently(templatesPurgeJob(db), {});

    const file = await api.get(fillPath(TEMPLATES_PATHS.mediaFile, { media_id: kept }));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});
