import { OutboxSender, type OutboxSenderDeps } from './outbox-sender.ts';

/**
 * A device's sending, as its gateway sees it: at most one sender at a time, started when the
 * device connects (unless paused), stopped when it drops, is paused or leaves the gateway. A new
 * sender starts only after the last one has stopped: the old one's batch may still be out, and
 * the new one's reconcile would take it for interrupted.
 */
export class DeviceSending {
  readonly #deps: () => OutboxSenderDeps;
  readonly #isPaused: () => Promise<boolean>;
  #sender: OutboxSender | undefined;
  #stopped: Promise<void> | undefined;

  /** `deps`: what each new sender is given (read when it starts: the session may come later). */
  constructor(deps: () => OutboxSenderDeps, isPaused: () => Promise<boolean>) {
    this.#deps = deps;
    this.#isPaused = isPaused;
  }

  /** Starts a sender unless one runs (it begins once the last one stopped, and not if paused). */
  start(): void {
    if (this.#sender) return;
    const paused = this.#isPaused();
    const deps = this.#deps();
    const sender = new OutboxSender({
      ...deps,
      onLeaseLost: () => {
        // The gateway renews the lease (a new sender then reconciles) or ends the device.
        if (this.#sender === sender) void this.stop();
        deps.onLeaseLost();
      },
    });
    this.#sender = sender;
    void Promise.all([paused, this.#stopped]).then(([isPaused]) => {
      if (this.#sender !== sender) return;
      if (isPaused) void this.stop();
      else sender.start();
    });
  }

  /** Stops the sender after the message in hand; resolves once it has stopped. */
  async stop(): Promise<void> {
    const sender = this.#sender;
    if (!sender) return this.#stopped;
    this.#sender = undefined;
    this.#stopped = sender.stop();
    await this.#stopped;
  }

  /** Something was queued for the device, or its campaign started: its sender looks at once. */
  wake(): void {
    this.#sender?.wake();
  }
}
