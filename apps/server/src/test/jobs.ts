import type { z } from 'zod';
import type { JobContext, JobDefinition } from '../jobs/define-job.ts';

/** A job context for tests: sends are recorded, not queued; logs are dropped. */
export function testJobContext() {
  const sent: { job: string; payload: unknown }[] = [];
  const noop = () => {};
  const log = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop } as never;
  const context: JobContext = {
    log,
    send: async (job, payload) => {
      sent.push({ job: job.id, payload });
    },
  };
  return { context, sent };
}

/**
 * Runs a job's handler the ways a queue may: twice in a row, then twice at the same moment. A job
 * written right survives all four runs and leaves the state one run would.
 */
export async function runTwiceAndConcurrently<S extends z.ZodType>(
  job: JobDefinition<S>,
  payload: z.input<S>,
  context = testJobContext().context,
): Promise<void> {
  const data = job.payload.parse(payload);
  await job.handler(data, context);
  await job.handler(data, context);
  await Promise.all([job.handler(data, context), job.handler(data, context)]);
}
