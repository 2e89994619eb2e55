import { useEffect, useState } from 'react';

/** Whole seconds until `expiresAt` (0 once past), ticking every second; null without a time. */
export function useSecondsLeft(expiresAt: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = expiresAt ? new Date(expiresAt).getTime() : null;
  const left = end === null || Number.isNaN(end) ? null : Math.max(0, Math.ceil((end - now) / 1000));

  useEffect(() => {
    // A new time (a new QR) starts counting from now, not from the last tick.
    setNow(Date.now());
    if (end === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);

  return left;
}

/** Seconds as `m:ss`. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
