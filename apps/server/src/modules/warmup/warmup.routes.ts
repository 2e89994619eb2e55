import {
  startWarmupSchema,
  WARMUP_PATHS,
  warmupAnswerSchema,
  warmupSavedSchema,
  warmupSettingsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inGroup } from '../../http/guards.ts';
import type { WarmupDeps } from './warmup.service.ts';
import * as warmup from './warmup.service.ts';

const tags = ['warmup'];

export function warmupRoutes(deps: WarmupDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', WARMUP_PATHS.warmup),
      {
        schema: {
          tags,
          summary:
            'The warmup settings (the recommended ones until saved), its run, and the devices taking part',
          response: { 200: warmupAnswerSchema },
        },
      },
      async (request) => warmup.warmupView(deps.db, request.customer.accountId),
    );

    app.post(
      inGroup('subscribed', WARMUP_PATHS.warmup),
      {
        schema: {
          tags,
          summary: 'Saves the warmup settings (seconds); refused while the warmup is running',
          body: warmupSettingsSchema,
          response: { 200: warmupSavedSchema },
        },
      },
      async (request) => warmup.saveWarmupSettings(deps, request.customer.accountId, request.body),
    );

    app.post(
      inGroup('subscribed', WARMUP_PATHS.start),
      {
        schema: {
          tags,
          summary: 'Starts the warmup between two or more connected devices',
          body: startWarmupSchema,
          response: { 200: warmupAnswerSchema },
        },
      },
      async (request) =>
        warmup.startWarmup(deps, request.customer.accountId, request.body.device_ids, {
          user: request.customer.id,
        }),
    );

    app.post(
      inGroup('subscribed', WARMUP_PATHS.stop),
      {
        schema: {
          tags,
          summary: 'Stops the running warmup (status 4)',
          response: { 200: warmupAnswerSchema },
        },
      },
      async (request) => warmup.stopWarmup(deps, request.customer.accountId, { user: request.customer.id }),
    );
  };
}
