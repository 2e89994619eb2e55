import {
  CAMPAIGNS_PATHS,
  campaignAudienceQuerySchema,
  campaignAudienceSchema,
  campaignIdParamsSchema,
  campaignSchema,
  campaignsPageSchema,
  campaignsQuerySchema,
  campaignTestMessageSchema,
  campaignTestMessageSentSchema,
  createCampaignSchema,
  duplicateCampaignSchema,
  recipientsPageSchema,
  recipientsQuerySchema,
  updateCampaignSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inGroup } from '../../http/guards.ts';
import { listWindow } from '../../http/list-page.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { AccountActor } from '../audit/index.ts';
import { campaignAudience, sendCampaignTest } from './campaign-audience.ts';
import { cancelCampaign, deleteCampaign, pauseCampaign, resumeCampaign } from './campaign-controls.ts';
import type { CampaignDeps } from './campaign-deps.ts';
import { getCampaign, listCampaigns, listRecipients } from './campaign-queries.ts';
import { createCampaign, updateCampaign } from './create-campaign.ts';
import { duplicateCampaign } from './duplicate-campaign.ts';
import { startCampaign } from './start-campaign.ts';

const tags = ['campaigns'];

export function campaignsRoutes(deps: CampaignDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listCampaignsRoute(app, deps);
    createCampaignRoute(app, deps);
    campaignAudienceRoute(app, deps);
    testMessageRoute(app, deps);
    duplicateCampaignRoute(app, deps);
    campaignRoute(app, deps);
    updateCampaignRoute(app, deps);
    deleteCampaignRoute(app, deps);
    campaignActionRoute(
      app,
      deps,
      CAMPAIGNS_PATHS.start,
      'Starts a draft campaign, now or at its scheduled time',
      startCampaign,
    );
    campaignActionRoute(
      app,
      deps,
      CAMPAIGNS_PATHS.pause,
      'Pauses a running or scheduled campaign',
      pauseCampaign,
    );
    campaignActionRoute(
      app,
      deps,
      CAMPAIGNS_PATHS.resume,
      'Resumes a paused campaign with its connected devices',
      resumeCampaign,
    );
    campaignActionRoute(
      app,
      deps,
      CAMPAIGNS_PATHS.cancel,
      'Cancels a campaign: recipients not yet sent are skipped',
      cancelCampaign,
    );
    listRecipientsRoute(app, deps);
  };
}

function listCampaignsRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.get(
    inGroup('subscribed', CAMPAIGNS_PATHS.campaigns),
    {
      schema: {
        tags,
        summary: 'The account’s campaigns, newest first, with their counts per recipient state',
        querystring: campaignsQuerySchema,
        response: { 200: campaignsPageSchema },
      },
    },
    async (request) =>
      listCampaigns(db, request.customer.accountId, request.query, listWindow(request, request.query)),
  );
}

function createCampaignRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.post(
    inGroup('subscribed', CAMPAIGNS_PATHS.campaigns),
    {
      schema: {
        tags,
        summary: 'Creates a campaign: a draft, or started now or at its time when `start` is true',
        body: createCampaignSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) => {
      const { accountId } = request.customer;
      const id = await createCampaign(deps, request.customer, request.body);
      return reply.code(201).send(await getCampaign(db, accountId, id));
    },
  );
}

function campaignAudienceRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.get(
    inGroup('subscribed', CAMPAIGNS_PATHS.audience),
    {
      schema: {
        tags,
        summary:
          'How many a campaign to these groups would be sent to: each contact once, opted-out contacts and invalid numbers left out',
        querystring: campaignAudienceQuerySchema,
        response: { 200: campaignAudienceSchema },
      },
    },
    async (request) => campaignAudience(db, request.customer.accountId, request.query.group_ids),
  );
}

function testMessageRoute(app: RouteApp, deps: CampaignDeps) {
  app.post(
    inGroup('subscribed', CAMPAIGNS_PATHS.testMessage),
    {
      schema: {
        tags,
        summary:
          'Sends the template once to a number through the first chosen device that can send (not a campaign recipient)',
        body: campaignTestMessageSchema,
        response: { 202: campaignTestMessageSentSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await sendCampaignTest(deps, request.customer.accountId, request.body)),
  );
}

function duplicateCampaignRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.post(
    inGroup('subscribed', CAMPAIGNS_PATHS.duplicate),
    {
      schema: {
        tags,
        summary: 'Makes a new draft with the campaign’s template, groups, devices and pacing',
        params: campaignIdParamsSchema,
        body: duplicateCampaignSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) => {
      const { accountId } = request.customer;
      const id = await duplicateCampaign(deps, accountId, request.params.campaign_id, request.body.name);
      return reply.code(201).send(await getCampaign(db, accountId, id));
    },
  );
}

function campaignRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.get(
    inGroup('subscribed', CAMPAIGNS_PATHS.campaign),
    {
      schema: {
        tags,
        summary: 'One campaign: its settings, progress, counts per state and devices',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => getCampaign(db, request.customer.accountId, request.params.campaign_id),
  );
}

function updateCampaignRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.patch(
    inGroup('subscribed', CAMPAIGNS_PATHS.campaign),
    {
      schema: {
        tags,
        summary: 'Edits a draft or scheduled campaign',
        params: campaignIdParamsSchema,
        body: updateCampaignSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => {
      const { accountId } = request.customer;
      await updateCampaign(deps, accountId, request.params.campaign_id, request.body);
      return getCampaign(db, accountId, request.params.campaign_id);
    },
  );
}

function deleteCampaignRoute(app: RouteApp, deps: CampaignDeps) {
  app.delete(
    inGroup('subscribed', CAMPAIGNS_PATHS.campaign),
    {
      schema: {
        tags,
        summary: 'Deletes a draft, completed or cancelled campaign and its recipients’ records',
        params: campaignIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteCampaign(deps, request.customer.accountId, request.params.campaign_id);
      return reply.code(204).send(null);
    },
  );
}

/** Start, pause, resume, cancel: the same call shape, answering the campaign as it now is. */
function campaignActionRoute(
  app: RouteApp,
  deps: CampaignDeps,
  path: string,
  summary: string,
  run: (deps: CampaignDeps, caller: AccountActor, campaignId: string) => Promise<void>,
) {
  app.post(
    inGroup('subscribed', path),
    { schema: { tags, summary, params: campaignIdParamsSchema, response: { 200: campaignSchema } } },
    async (request) => {
      await run(deps, request.customer, request.params.campaign_id);
      return getCampaign(deps.db, request.customer.accountId, request.params.campaign_id);
    },
  );
}

function listRecipientsRoute(app: RouteApp, deps: CampaignDeps) {
  const { db } = deps;
  app.get(
    inGroup('subscribed', CAMPAIGNS_PATHS.recipients),
    {
      schema: {
        tags,
        summary: 'A campaign’s recipients in sending order, with each one’s state and reason',
        params: campaignIdParamsSchema,
        querystring: recipientsQuerySchema,
        response: { 200: recipientsPageSchema },
      },
    },
    async (request) =>
      listRecipients(
        db,
        request.customer.accountId,
        request.params.campaign_id,
        request.query,
        listWindow(request, request.query),
      ),
  );
}
