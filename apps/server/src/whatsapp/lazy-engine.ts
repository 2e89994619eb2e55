import type { Logger } from 'pino';
import type {
  DeviceLink,
  Engine,
  EngineEvents,
  EngineId,
  EngineSession,
  OutgoingMessage,
} from './engine-port.ts';

/**
 * An engine whose module loads when its first device starts. Baileys' generated protobuf code,
 * once loaded, takes V8's room for object shapes and slows every request of the process
 * (bench/README.md, G), so a process with no Baileys device never loads it.
 */
export class LazyEngine<E extends Engine> implements Engine {
  readonly id: EngineId;
  readonly outcomesKnown: boolean;
  readonly #load: () => Promise<E>;
  readonly #log: Logger;
  #loading: Promise<E> | undefined;
  #engine: E | undefined;

  constructor(options: { id: EngineId; outcomesKnown: boolean; load: () => Promise<E>; log: Logger }) {
    this.id = options.id;
    this.outcomesKnown = options.outcomesKnown;
    this.#load = options.load;
    this.#log = options.log;
  }

  /** The engine, if a device has started it. */
  get loaded(): E | undefined {
    return this.#engine;
  }

  start(link: DeviceLink, events: EngineEvents): EngineSession {
    this.#loading ??= this.#load().then((engine) => {
      this.#engine = engine;
      return engine;
    });
    const session = this.#loading.then((engine) => engine.start(link, events));
    session.catch((error: unknown) =>
      this.#log.error({ err: error, deviceId: link.deviceId, engine: this.id }, 'engine could not load'),
    );
    return new DeferredSession(link.deviceId, session);
  }

  /** Asked only of a connected device's sender, so its engine is loaded by then. */
  newMessageId(): string {
    if (!this.#engine) throw new Error(`The ${this.id} engine is not loaded yet`);
    return this.#engine.newMessageId();
  }
}

/** A session whose engine is still loading: each call waits for it. */
class DeferredSession implements EngineSession {
  readonly deviceId: string;
  readonly #session: Promise<EngineSession>;

  constructor(deviceId: string, session: Promise<EngineSession>) {
    this.deviceId = deviceId;
    this.#session = session;
  }

  async send(message: OutgoingMessage) {
    return (await this.#session).send(message);
  }

  async outcomeOf(waMessageId: string) {
    return (await this.#session).outcomeOf(waMessageId);
  }

  async setTyping(to: string, typing: boolean) {
    return (await this.#session).setTyping(to, typing);
  }

  async checkNumbers(phoneNumbers: string[]) {
    return (await this.#session).checkNumbers(phoneNumbers);
  }

  async logOut() {
    return (await this.#session).logOut();
  }

  async stop() {
    return (await this.#session).stop();
  }
}
