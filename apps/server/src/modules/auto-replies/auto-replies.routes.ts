import {
  autoReplyConversationsAnswerSchema,
  autoReplyDoneSchema,
  autoReplyOrderSchema,
  autoReplyRuleAnswerSchema,
  autoReplyRuleSchema,
  autoReplyRulesAnswerSchema,
  autoReplySettingsSchema,
  autoReplyTestAnswerSchema,
  autoReplyTestSchema,
  AUTO_REPLIES_PATHS as PATHS,
  ruleIdParamsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import * as rules from './auto-replies.service.ts';
import { testMessage } from './auto-reply-console.ts';

const tags = ['automation'];

/** The owner's auto-reply rules, their guards and the test console. */
export function autoRepliesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    listRulesRoute(app, db);
    createRuleRoute(app, db);
    getRuleRoute(app, db);
    updateRuleRoute(app, db);
    deleteRuleRoute(app, db);
    reorderRulesRoute(app, db);
    ruleConversationsRoute(app, db);
    settingsRoutes(app, db);
    testRoute(app, db);
  };
}

function listRulesRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', PATHS.rules),
    {
      schema: {
        tags,
        summary: 'The auto-reply rules in their order, with how often each fired',
        response: { 200: autoReplyRulesAnswerSchema },
      },
    },
    async (request) => rules.listRules(db, request.customer.accountId),
  );
}

function createRuleRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('subscribed', PATHS.rules),
    {
      schema: {
        tags,
        summary: 'Creates an auto-reply rule (placed last)',
        body: autoReplyRuleSchema,
        response: { 201: autoReplyRuleAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rules.createRule(db, request.customer.accountId, request.body)),
  );
}

function getRuleRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', PATHS.rule),
    {
      schema: {
        tags,
        summary: 'One auto-reply rule with its figures',
        params: ruleIdParamsSchema,
        response: { 200: autoReplyRuleAnswerSchema },
      },
    },
    async (request) => rules.getRule(db, request.customer.accountId, request.params.rule_id),
  );
}

function updateRuleRoute(app: RouteApp, db: Database) {
  app.put(
    inGroup('subscribed', PATHS.rule),
    {
      schema: {
        tags,
        summary: 'Edits an auto-reply rule',
        params: ruleIdParamsSchema,
        body: autoReplyRuleSchema,
        response: { 200: autoReplyRuleAnswerSchema },
      },
    },
    async (request) => rules.updateRule(db, request.customer.accountId, request.params.rule_id, request.body),
  );
}

function deleteRuleRoute(app: RouteApp, db: Database) {
  app.delete(
    inGroup('subscribed', PATHS.rule),
    {
      schema: {
        tags,
        summary: 'Deletes an auto-reply rule (the answers it sent stay in their conversations)',
        params: ruleIdParamsSchema,
        response: { 200: autoReplyDoneSchema },
      },
    },
    async (request) => {
      await rules.deleteRule(db, request.customer.accountId, request.params.rule_id);
      return { detail: 'Auto-reply rule deleted.' };
    },
  );
}

function reorderRulesRoute(app: RouteApp, db: Database) {
  app.put(
    inGroup('subscribed', PATHS.order),
    {
      schema: {
        tags,
        summary: 'Saves the rules in a new order; it must name every rule once',
        body: autoReplyOrderSchema,
        response: { 200: autoReplyRulesAnswerSchema },
      },
    },
    async (request) => rules.reorderRules(db, request.customer.accountId, request.body.rule_ids),
  );
}

function ruleConversationsRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', PATHS.ruleConversations),
    {
      schema: {
        tags,
        summary: 'The latest conversations an auto-reply rule answered',
        params: ruleIdParamsSchema,
        response: { 200: autoReplyConversationsAnswerSchema },
      },
    },
    async (request) => rules.ruleConversations(db, request.customer.accountId, request.params.rule_id),
  );
}

function settingsRoutes(app: RouteApp, db: Database) {
  app.get(
    inGroup('subscribed', PATHS.settings),
    {
      schema: {
        tags,
        summary:
          'The guards on automatic answers: per conversation per hour, and the pause after a person answers',
        response: { 200: autoReplySettingsSchema },
      },
    },
    async (request) => rules.getSettings(db, request.customer.accountId),
  );
  app.put(
    inGroup('subscribed', PATHS.settings),
    {
      schema: {
        tags,
        summary: 'Saves the guards on automatic answers',
        body: autoReplySettingsSchema,
        response: { 200: autoReplySettingsSchema },
      },
    },
    async (request) => rules.saveSettings(db, request.customer.accountId, request.body),
  );
}

function testRoute(app: RouteApp, db: Database) {
  app.post(
    inGroup('subscribed', PATHS.test),
    {
      schema: {
        tags,
        summary: 'Tries a message on the rules: which rule answers and its exact text, nothing sent',
        body: autoReplyTestSchema,
        response: { 200: autoReplyTestAnswerSchema },
      },
    },
    async (request) => testMessage(db, request.customer.accountId, request.body),
  );
}
