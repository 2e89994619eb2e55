import type { StreamEvent } from './event-stream-outbox.repo.ts';

/** A broker the events go to: `publish` resolves once the broker has stored every event. */
export interface StreamSink {
  readonly name: string;
  publish(events: StreamEvent[]): Promise<void>;
  close(): Promise<void>;
}
