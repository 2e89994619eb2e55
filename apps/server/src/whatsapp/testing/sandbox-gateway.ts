import pino from 'pino';
import type { TestContext } from '../../test/test-app.ts';
import { createSandboxEngine } from '../adapters/sandbox/sandbox-engine.ts';
import { EngineRegistry } from '../engine-registry.ts';
import { Gateway } from '../gateway/gateway.ts';

/**
 * A gateway with a fast sandbox on a test app's database, live events and media store, as a
 * tester's browser meets it. Simulated contacts never answer on their own: a thread holds what
 * the test wrote.
 */
export async function startSandboxGateway(ctx: TestContext, name: string, speed = 50) {
  const log = pino({ level: 'silent' });
  const engine = createSandboxEngine({
    db: ctx.database.db,
    log,
    publicUrl: 'http://siar.test',
    languageOf: async () => 'en',
    speed,
    pollMs: 20,
    random: () => 0.99,
    media: ctx.app.media,
  });
  const gateway = new Gateway({
    handle: ctx.database,
    registry: new EngineRegistry([engine]),
    live: ctx.app.live,
    log,
    name,
    address: `http://${name}.test`,
    capacity: 20,
    leaseSeconds: 2,
    tickMs: 100,
    media: ctx.app.media,
  });
  await gateway.start();
  return {
    engine,
    gateway,
    async stop() {
      await gateway.stop();
      engine.close();
    },
  };
}
