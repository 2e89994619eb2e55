/**
 * The message ids seen lately, bounded: the oldest go first. WhatsApp replays messages (the
 * `append` backlog after a reconnect, the echo of our own sends, #2427); one id is reported once.
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.delete(id);
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
  }
}
