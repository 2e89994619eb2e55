import {
  createDeviceSchema,
  DEVICES_PATHS,
  deviceIdParamsSchema,
  deviceSchema,
  devicesPageSchema,
  forceDeleteDeviceAnswerSchema,
  retryDeviceSchema,
  sandboxFaultSchema,
  searchListQuerySchema,
  updateDeviceSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inGroup } from '../../http/guards.ts';
import { pageWindow } from '../../http/list-page.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { toDevice } from './device-view.ts';
import { listDevices } from './devices.repo.ts';
import type { DevicesDeps } from './devices.service.ts';
import * as devices from './devices.service.ts';

const tags = ['devices'];

export function devicesRoutes(deps: DevicesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listDevicesRoute(app, deps);
    createDeviceRoute(app, deps);
    deviceRoute(app, deps);
    updateDeviceRoute(app, deps);
    retryDeviceRoute(app, deps);
    logOutDeviceRoute(app, deps);
    forceDeleteDeviceRoute(app, deps);
    sandboxFaultRoute(app, deps);
  };
}

function listDevicesRoute(app: RouteApp, deps: DevicesDeps) {
  const { db } = deps;
  app.get(
    inGroup('subscribed', DEVICES_PATHS.devices),
    {
      schema: {
        tags,
        summary: "The account's WhatsApp devices, oldest first, with their connection state",
        querystring: searchListQuerySchema.omit({ search: true }),
        response: { 200: devicesPageSchema },
      },
    },
    async (request) => {
      const { count, rows } = await listDevices(db, request.customer.accountId, pageWindow(request.query));
      return { count, results: rows.map((row) => toDevice(row, false)) };
    },
  );
}

function createDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  app.post(
    inGroup('subscribed', DEVICES_PATHS.devices),
    {
      schema: {
        tags,
        summary:
          'Adds a device within the plan; it starts pairing (a QR, or a code for pairing_phone) at once',
        body: createDeviceSchema,
        response: { 201: deviceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await devices.createDevice(deps, request.customer.accountId, request.body)),
  );
}

function deviceRoute(app: RouteApp, deps: DevicesDeps) {
  const { db } = deps;
  app.get(
    inGroup('subscribed', DEVICES_PATHS.device),
    {
      schema: {
        tags,
        summary: 'One device, with the QR or pairing code on offer while it pairs',
        params: deviceIdParamsSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) => devices.deviceView(db, request.customer.accountId, request.params.device_id),
  );
}

function updateDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  app.patch(
    inGroup('subscribed', DEVICES_PATHS.device),
    {
      schema: {
        tags,
        summary: 'Renames a device, or pauses it (nothing is sent through it) and resumes it',
        params: deviceIdParamsSchema,
        body: updateDeviceSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) =>
      devices.updateDevice(deps, request.customer.accountId, request.params.device_id, request.body),
  );
}

function retryDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  app.post(
    inGroup('subscribed', DEVICES_PATHS.retry),
    {
      schema: {
        tags,
        summary: 'Pairs again after an expired QR, a log-out or a ban, or reconnects a replaced device',
        params: deviceIdParamsSchema,
        body: retryDeviceSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) =>
      devices.retryDevice(
        deps,
        request.customer.accountId,
        request.params.device_id,
        request.body.pairing_phone,
        { user: request.customer.id },
      ),
  );
}

function logOutDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  app.post(
    inGroup('subscribed', DEVICES_PATHS.logout),
    {
      schema: {
        tags,
        summary: 'Logs the device out: unlinked from the phone, its number freed',
        params: deviceIdParamsSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) =>
      devices.logOutDevice(deps, request.customer.accountId, request.params.device_id, {
        user: request.customer.id,
      }),
  );
}

function forceDeleteDeviceRoute(app: RouteApp, deps: DevicesDeps) {
  app.delete(
    inGroup('subscribed', DEVICES_PATHS.forceDelete),
    {
      schema: {
        tags,
        summary: 'Deletes the device for good, with its auth state and messages; answers its id',
        params: deviceIdParamsSchema,
        response: { 200: forceDeleteDeviceAnswerSchema },
      },
    },
    async (request) => devices.forceDeleteDevice(deps, request.customer, request.params.device_id),
  );
}

function sandboxFaultRoute(app: RouteApp, deps: DevicesDeps) {
  app.post(
    inGroup('subscribed', DEVICES_PATHS.sandboxFault),
    {
      schema: {
        tags,
        summary:
          "Sandbox devices: act out a fault next (a disconnect, a logout, a send failure, a ban, or WhatsApp's limits: a reach-out lock, a message cap, recipients blocking)",
        params: deviceIdParamsSchema,
        body: sandboxFaultSchema,
        response: { 200: deviceSchema },
      },
    },
    async (request) =>
      devices.setSandboxFault(
        deps,
        request.customer.accountId,
        request.params.device_id,
        request.body.fault,
        {
          ...(request.body.minutes ? { minutes: request.body.minutes } : {}),
          ...(request.body.quota ? { quota: request.body.quota } : {}),
        },
      ),
  );
}
