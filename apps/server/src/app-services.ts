import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AnswerCache } from './http/answer-cache.ts';
import type { GuardDeps } from './http/guards.ts';
import { housekeepingJobs } from './jobs/housekeeping.jobs.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { guessLimiter } from './modules/auth/guess-limit.ts';
import { isSubscribed } from './modules/billing/subscription-view.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { startEventStreams } from './modules/event-streams/index.ts';
import { integrationGuard } from './modules/integrations/integration-guard.ts';
import { LocalSessions } from './modules/integrations/local-sessions.ts';
import { createSealer } from './modules/integrations/sealed.ts';
import { webhookJobs } from './modules/integrations/webhooks.jobs.ts';
import { LiveEvents } from './modules/live/live-events.ts';
import { PresenceTracker } from './modules/team/index.ts';
import { templatesJobs } from './modules/templates/templates.jobs.ts';
import { createMediaStore, type MediaStore, mediaStorageJobs, s3SettingsOf } from './storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's live events (modules/live/live-events.ts). */
    live: LiveEvents;
    /** The sessions of this process's gateway, for the REST API's number check (main.ts sets them). */
    localSessions: LocalSessions;
    /** Where media bytes are kept and read: the database, or S3 with MEDIA_S3_BUCKET (storage/). */
    media: MediaStore;
  }
}

/**
 * What the feature routes share, made once per process: the captcha, the job queue (with the jobs
 * every role runs), live events, the media store, the sealer of stored secrets, the guess limiter
 * and the guards.
 */
export async function startAppServices(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle; secret: string },
) {
  const { config, database, secret } = deps;
  const db = database.db;
  const captcha = createCaptchaService(config, db, secret);
  const jobQueue = createJobQueue(database, { enabled: config.RUN_JOBS });
  housekeepingJobs(db, jobQueue);
  templatesJobs(db, jobQueue);
  const media = createMediaStore({ db, s3: s3SettingsOf(config), log: app.log });
  app.decorate('media', media);
  app.addHook('onClose', () => media.close());
  mediaStorageJobs(media, jobQueue);
  // Live events: gateways publish, browsers' websockets hear; main.ts hands it to the gateway.
  const live = new LiveEvents(database);
  await live.listen();
  app.decorate('live', live);
  app.decorate('localSessions', new LocalSessions());
  app.addHook('onClose', () => live.close());
  const answers = keptAnswers(app, live, config.ANSWER_CACHE_SECONDS);
  const presence = new PresenceTracker(db, live, (error) =>
    app.log.error({ err: error }, 'presence write failed'),
  );
  app.addHook('onClose', () => presence.stop());
  const sealer = createSealer(secret);
  webhookJobs({ db, sealer, config, live, queue: jobQueue });
  const streams = startEventStreams(config, database, app.log);
  if (streams) app.addHook('onClose', () => streams.stop());
  const guesses = guessLimiter(db, config.GUESS_MAX_FAILURES_PER_ADDRESS);
  const guards: GuardDeps = {
    isSubscribed: (user) => isSubscribed(user.subscription),
    integrationCaller: integrationGuard(db, config.API_RATE_LIMIT_PER_MINUTE, guesses),
  };
  return { db, captcha, jobQueue, live, presence, sealer, guesses, guards, media, answers };
}

/**
 * The answers kept between requests (http/answer-cache.ts), forgotten on the account's live
 * events, on a gap in them, and on the account's own writes through this process.
 */
function keptAnswers(app: FastifyInstance, live: LiveEvents, seconds: number): AnswerCache {
  const answers = new AnswerCache(seconds * 1000);
  if (!answers.enabled) return answers;
  live.subscribeAll((event) => {
    if (event.topic !== 'typing') answers.forgetAccount(event.account_id);
  });
  live.subscribeGaps(() => answers.clear());
  app.addHook('onSend', async (request) => {
    const accountId = request.customer?.accountId ?? request.integration?.accountId;
    if (accountId && request.method !== 'GET' && request.method !== 'HEAD') answers.forgetAccount(accountId);
  });
  return answers;
}

export type AppServices = Awaited<ReturnType<typeof startAppServices>>;
