import type { Engine, EngineId } from './engine-port.ts';

/** The engines this installation runs, by id: a device names its engine, the registry finds it. */
export class EngineRegistry {
  readonly #engines = new Map<EngineId, Engine>();

  constructor(engines: Engine[]) {
    for (const engine of engines) this.#engines.set(engine.id, engine);
  }

  get(id: string): Engine {
    const engine = this.#engines.get(id as EngineId);
    if (!engine)
      throw new Error(
        `No WhatsApp engine "${id}" runs here (known: ${[...this.#engines.keys()].join(', ')})`,
      );
    return engine;
  }

  has(id: string): boolean {
    return this.#engines.has(id as EngineId);
  }
}
