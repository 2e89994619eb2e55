/**
 * Runs async tasks one at a time, in the order they were given. Used for a device's writes (one
 * writer per device, Baileys #794) and for its events (the port wants handlers awaited in order).
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Queues `task`; its own result or error comes back, and never blocks the tasks after it. */
  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
