/** How long a hidden tab stays "online" before it says it is away (a glance at another tab is not away). */
export const AWAY_AFTER_MS = 60_000;

export type TabPresence = 'online' | 'away';

/** Where a tab's presence comes from: what it is now, and each change. */
export interface TabPresenceSource {
  current(): TabPresence;
  listen(onChange: (presence: TabPresence) => void): () => void;
}

/** The tab's presence from the page's visibility: hidden a minute, away; shown again, online. */
export function documentPresence(doc: Document = document, awayAfterMs = AWAY_AFTER_MS): TabPresenceSource {
  let presence: TabPresence = doc.visibilityState === 'hidden' ? 'away' : 'online';
  return {
    current: () => presence,
    listen(onChange) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const set = (next: TabPresence) => {
        if (next === presence) return;
        presence = next;
        onChange(next);
      };
      const changed = () => {
        clearTimeout(timer);
        if (doc.visibilityState === 'hidden') timer = setTimeout(() => set('away'), awayAfterMs);
        else set('online');
      };
      doc.addEventListener('visibilitychange', changed);
      return () => {
        clearTimeout(timer);
        doc.removeEventListener('visibilitychange', changed);
      };
    },
  };
}
