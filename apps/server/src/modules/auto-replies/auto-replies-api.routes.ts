import {
  autoReplyEnabledSchema,
  autoReplyRuleAnswerSchema,
  autoReplyRulesAnswerSchema,
  AUTO_REPLIES_API_PATHS as PATHS,
  ruleIdParamsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import * as rules from './auto-replies.service.ts';

const tags = ['integrations'];

/** The REST API's auto-replies: list the rules, switch one on or off (API key, its group's guard). */
export function autoReplyApiRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    listRulesRoute(app, db);
    switchRuleRoute(app, db);
  };
}

function listRulesRoute(app: RouteApp, db: Database) {
  app.get(
    inGroup('integration', PATHS.rules),
    {
      schema: {
        tags,
        summary: 'The auto-reply rules in their order, with how often each fired',
        response: { 200: autoReplyRulesAnswerSchema },
      },
    },
    async (request) => rules.listRules(db, request.integration.accountId),
  );
}

function switchRuleRoute(app: RouteApp, db: Database) {
  app.patch(
    inGroup('integration', PATHS.rule),
    {
      schema: {
        tags,
        summary: 'Switches an auto-reply rule on or off',
        params: ruleIdParamsSchema,
        body: autoReplyEnabledSchema,
        response: { 200: autoReplyRuleAnswerSchema },
      },
    },
    async (request) =>
      rules.setRuleEnabled(db, request.integration.accountId, request.params.rule_id, request.body.enabled),
  );
}
