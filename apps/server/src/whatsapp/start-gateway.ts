import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { accountLanguage } from '../modules/accounts/account-language.ts';
import type { LiveEvents } from '../modules/live/live-events.ts';
import { NumberCheckRunner } from '../modules/number-checks/index.ts';
import { WarmupRunner } from '../modules/warmup/warmup-runner.ts';
import type { MediaStore } from '../storage/index.ts';
import { createSandboxEngine } from './adapters/sandbox/sandbox-engine.ts';
import { EngineRegistry } from './engine-registry.ts';
import { Gateway } from './gateway/gateway.ts';
import { LazyEngine } from './lazy-engine.ts';

/**
 * The gateway role of this process: every engine this build has (a device keeps its engine even
 * when WHATSAPP_ENGINES no longer offers it for new ones), the gateway that runs the devices, and
 * the warmups' runner.
 */
export async function startGateway(deps: {
  config: Config;
  handle: DatabaseHandle;
  live: LiveEvents;
  log: FastifyBaseLogger;
  /** The process's media store (the app's): attachments read, received files kept. */
  media: MediaStore;
}): Promise<{ stop(): Promise<void>; sessionOf: Gateway['sessionOf'] }> {
  const { config, handle, live } = deps;
  const log = deps.log.child({ gateway: config.GATEWAY_NAME }) as unknown as Logger;
  const sandbox = createSandboxEngine({
    db: handle.db,
    log,
    publicUrl: config.PUBLIC_URL,
    languageOf: (accountId) => accountLanguage(handle.db, accountId),
    speed: config.SANDBOX_SPEED,
    media: deps.media,
  });
  // Baileys takes about 0.8 s to import, and slows the process once loaded: it loads when the
  // first Baileys device starts, in the gateway role only.
  const baileys = new LazyEngine({
    id: 'baileys',
    outcomesKnown: false,
    log,
    load: async () => {
      const { BaileysEngine } = await import('./adapters/baileys/baileys-engine.ts');
      return new BaileysEngine({ db: handle.db, logger: log });
    },
  });
  const gateway = new Gateway({
    handle,
    registry: new EngineRegistry([baileys, sandbox]),
    live,
    log,
    name: config.GATEWAY_NAME,
    address: config.GATEWAY_ADDRESS,
    capacity: config.GATEWAY_MAX_DEVICES,
    silentSessionSeconds: config.SILENT_SESSION_SECONDS,
    media: deps.media,
  });
  await gateway.start();
  const warmup = new WarmupRunner({ db: handle.db, live, log });
  warmup.start();
  // Number checks ask through this gateway's own sessions, paced per device.
  const numberChecks = new NumberCheckRunner({
    db: handle.db,
    log,
    devices: gateway,
    pacing: { perHour: config.NUMBER_CHECKS_PER_DEVICE_PER_HOUR, batch: config.NUMBER_CHECK_BATCH },
  });
  numberChecks.start();
  return {
    sessionOf: (deviceId) => gateway.sessionOf(deviceId),
    async stop() {
      await warmup.stop();
      await numberChecks.stop();
      await gateway.stop();
      await baileys.loaded?.stopAll();
      sandbox.close();
    },
  };
}
