import { useLiveEvents } from '../use-live-events.ts';

/** Keeps the live channel open for as long as it is drawn (the customer panel, once signed in). */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
