import type { LiveEvent } from '../../modules/live/live-events.ts';

/** An event heard again within this window is announced once more at its end, not each time. */
const WINDOW_MS = 100;

/**
 * Announces messages' moves to the pages without flooding them: a campaign at full speed moves
 * hundreds of rows a second, and each page asks the API again on every event. The first event of
 * a kind goes at once; the same event heard again within the window goes once, at its end, so the
 * last change is always announced.
 */
export class CoalescedAnnouncer {
  readonly #publish: (event: LiveEvent) => void;
  readonly #windows = new Map<string, { timer: NodeJS.Timeout; again: boolean; event: LiveEvent }>();

  constructor(publish: (event: LiveEvent) => void) {
    this.#publish = publish;
  }

  announce(event: LiveEvent): void {
    const key = `${event.account_id} ${event.topic} ${event.id ?? ''}`;
    const open = this.#windows.get(key);
    if (open) {
      open.again = true;
      return;
    }
    const window = {
      event,
      again: false,
      timer: setTimeout(() => {
        this.#windows.delete(key);
        if (window.again) this.announce(event);
      }, WINDOW_MS),
    };
    this.#windows.set(key, window);
    this.#publish(event);
  }

  /** Announces what waits for its window's end now, and stops. */
  close(): void {
    for (const { timer, again, event } of this.#windows.values()) {
      clearTimeout(timer);
      if (again) this.#publish(event);
    }
    this.#windows.clear();
  }
}
