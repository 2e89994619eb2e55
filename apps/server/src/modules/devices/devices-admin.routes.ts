import {
  DEVICES_ADMIN_PATHS,
  deviceIdParamsSchema,
  deviceSchema,
  gatewaysAnswerSchema,
  retryDeviceSchema,
  staffCreateDeviceSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { liveGateways } from '../../whatsapp/index.ts';
import { accountExists } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { findDeviceAccount } from './devices.repo.ts';
import type { DevicesDeps } from './devices.service.ts';
import * as devices from './devices.service.ts';

const tags = ['admin'];

/** The account a device belongs to: staff name the device only. */
async function accountOfDevice(db: DevicesDeps['db'], deviceId: string): Promise<string> {
  const accountId = await findDeviceAccount(db, deviceId);
  if (!accountId) throw AppError.notFound('device_not_found');
  return accountId;
}

/**
 * Staff pair a number for a customer (Scan QR on a subscription of status 2 or 3): the same
 * device, limits and pairing as the customer's own, audited; and the gateways' room.
 */
export function devicesAdminRoutes(deps: DevicesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    staffCreateDeviceRoute(app, deps);
    staffDeviceRoute(app, deps);
    staffRetryDeviceRoute(app, deps);
    gatewaysRoute(app, deps);
  };
}

function staffCreateDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  const { db } = deps;
  app.post(
    inGroup('staff', DEVICES_ADMIN_PATHS.devices),
    {
      schema: {
        tags,
        summary: "Adds a device to a customer's account, within its plan; it starts pairing at once",
        body: staffCreateDeviceSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) => {
      const { account_id: accountId, ...input } = request.body;
      if (!(await accountExists(db, accountId))) throw AppError.notFound('account_not_found');
      const device = await devices.createDevice(deps, accountId, input);
      await recordAudit(db, {
        actor: request.staff,
        action: 'device.create',
        targetType: 'device',
        targetId: device.id,
        accountId,
        before: null,
        after: { device },
      });
      return reply.code(201).send(device);
    },
  );
}

function staffDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  const { db } = deps;
  app.get(
    inGroup('staff', DEVICES_ADMIN_PATHS.device),
    {
      schema: {
        tags,
        summary: 'A device of any account, with its QR while it pairs',
        params: deviceIdParamsSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) =>
      devices.deviceView(db, await accountOfDevice(db, request.params.device_id), request.params.device_id),
  );
}

function staffRetryDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  const { db } = deps;
  app.post(
    inGroup('staff', DEVICES_ADMIN_PATHS.retry),
    {
      schema: {
        tags,
        summary: "Pairs a customer's device again after its QR ran out, a log-out or a ban",
        params: deviceIdParamsSchema,
        body: retryDeviceSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) => {
      const deviceId = request.params.device_id;
      const accountId = await accountOfDevice(db, deviceId);
      const device = await devices.retryDevice(deps, accountId, deviceId, request.body.pairing_phone, {
        staff: request.staff.id,
      });
      await recordAudit(db, {
        actor: request.staff,
        action: 'device.retry',
        targetType: 'device',
        targetId: deviceId,
        accountId,
        before: null,
        after: { device },
      });
      return device;
    },
  );
}

function gatewaysRoute(app: RouteApp, deps: DevicesDeps) {
  const { db } = deps;
  app.get(
    inGroup('staff', DEVICES_ADMIN_PATHS.gateways),
    {
      schema: {
        tags,
        summary: 'The live gateways with their devices and capacity',
        response: { 200: gatewaysAnswerSchema },
      },
    },
    async () => {
      const gateways = await liveGateways(db);
      return {
        results: gateways.map(({ name, address, capacity, devices: held }) => ({
          name,
          address,
          capacity,
          devices: held,
        })),
        room: gateways.reduce((room, gateway) => room + Math.max(0, gateway.capacity - gateway.devices), 0),
      };
    },
  );
}
