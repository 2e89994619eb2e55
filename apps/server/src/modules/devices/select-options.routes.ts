import { DEVICES_PATHS, type EngineId, panelSelectOptionsSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { liveGateways } from '../../whatsapp/index.ts';
import { findLatestSubscription } from '../billing/index.ts';
import { planLimit } from '../billing/plan-limits.ts';
import { currentPlan } from '../billing/subscription-view.ts';
import { groupOptions } from '../contacts/index.ts';
import { templateOptions } from '../templates/index.ts';
import { deviceOptions } from './devices.repo.ts';

/**
 * The panel's select lists in one call (spec section 3): the account's devices, the live gateways
 * with room, what the plan still allows, the contact groups and the live content templates.
 */
export function selectOptionsRoutes(deps: {
  db: Database;
  engines: readonly EngineId[];
}): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      inGroup('subscribed', DEVICES_PATHS.selectOptions),
      {
        schema: {
          tags: ['devices'],
          summary:
            'Select options: devices, gateways, contact groups, templates, and how many more devices the plan allows',
          response: { 200: panelSelectOptionsSchema },
        },
      },
      async (request) => {
        const { accountId } = request.customer;
        const [devices, gateways, subscription, templates, groups] = await Promise.all([
          deviceOptions(db, accountId),
          liveGateways(db),
          findLatestSubscription(db, accountId),
          templateOptions(db, accountId),
          groupOptions(db, accountId),
        ]);
        const plan = subscription ? currentPlan(subscription).plan : undefined;
        const limit = plan ? planLimit(plan, 'devices') : null;
        return {
          contact_groups_options: groups,
          content_templates_options: templates,
          wa_devices_options: devices,
          gateway_subdomain_options: gateways.map((g) => ({
            name: g.name,
            address: g.address,
            room: Math.max(0, g.capacity - g.devices),
          })),
          total_available_wa_devices: limit === null ? null : Math.max(0, limit - devices.length),
          total_used_wa_devices: devices.length,
          engines: [...deps.engines],
        };
      },
    );
  };
}
