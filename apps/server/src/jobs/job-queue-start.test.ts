import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { dropRunSchema } from '../test/processes.ts';
import { defineJob } from './define-job.ts';
import { createJobQueue } from './job-queue.ts';

// Two processes starting together on a brand-new database (a first deployment, or a release with
// a new job) both make the job queues: pg-boss's create_queue deadlocked one of them, which then
// failed to start. They take turns now. PostgreSQL only: PGlite belongs to one process.
const url = process.env.DATABASE_URL;
const schema = `jobs_start_${randomBytes(4).toString('hex')}`;
const handles: DatabaseHandle[] = [];

afterAll(async () => {
  for (const handle of handles) await handle.close();
  if (url) await dropRunSchema(url, schema);
});

const jobs = Array.from({ length: 12 }, (_, i) =>
  defineJob({ id: `start-test-${i}`, payload: z.object({}), handler: async () => {}, cron: '0 3 * * *' }),
);

async function startProcess() {
  const handle = await openDatabase({ url, schemaName: schema });
  handles.push(handle);
  const queue = createJobQueue(handle, { enabled: true });
  for (const job of jobs) queue.register(job);
  const app = Fastify({ logger: false });
  await app.register(queue.plugin);
  await app.ready();
  return app;
}

describe.skipIf(!url?.startsWith('postgres'))('the job queues of processes starting together', () => {
  it('are made once, and every process starts', async () => {
    const apps = await Promise.all([startProcess(), startProcess(), startProcess()]);
    expect(apps).toHaveLength(3);
    const queues = await handles[0]!.pool!.query(
      `select count(*)::int as n from "${schema}_pgboss".queue where name like 'start-test-%'`,
    );
    expect(queues.rows[0].n).toBe(jobs.length);
    for (const app of apps) await app.close();
  }, 120_000);
});
