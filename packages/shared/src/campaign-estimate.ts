/**
 * How long a campaign takes to send, from its pacing, as the sender paces it (apps/server/src/
 * sending/campaign-claim.repo.ts): each device of the rotation takes the next recipient when free, waits a
 * random pause between the two delays after each one (their mean, on average), stops at its daily
 * cap until the account's next day, and sends only inside the daily window `[start, end)` (which
 * may run past midnight). The recipients are spread evenly over the devices.
 */
export interface CampaignEstimateInput {
  recipients: number;
  devices: number;
  minDelaySeconds: number;
  maxDelaySeconds: number;
  dailyCapPerDevice: number | null;
  /** `HH:MM` in the account's time zone, both or neither. */
  windowStart: string | null;
  windowEnd: string | null;
  /** When sending starts, in seconds after midnight in the account's time zone. */
  startSecondOfDay: number;
}

/** With pacing off a device sends as fast as WhatsApp accepts: about one message a second. */
export const UNPACED_SECONDS_PER_MESSAGE = 1;

const DAY = 86_400;

/** `HH:MM` as seconds after midnight. */
export function secondOfDay(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60;
}

/** The stretches of a day a device may send in, in order. */
function sendingStretches(start: string | null, end: string | null): { from: number; to: number }[] {
  if (!start || !end) return [{ from: 0, to: DAY }];
  const from = secondOfDay(start);
  const to = secondOfDay(end);
  if (from < to) return [{ from, to }];
  if (from === to) return [];
  return [
    { from: 0, to },
    { from, to: DAY },
  ];
}

/**
 * Seconds from the start until the last recipient is sent (0 for one recipient per device, or
 * none); null when nothing can ever be sent (no device, or a window that never opens).
 */
export function estimateCampaignSeconds(input: CampaignEstimateInput): number | null {
  if (input.recipients <= 0) return 0;
  if (input.devices <= 0) return null;
  const stretches = sendingStretches(input.windowStart, input.windowEnd);
  if (stretches.length === 0 || input.dailyCapPerDevice === 0) return null;
  const pause =
    input.maxDelaySeconds > 0
      ? (input.minDelaySeconds + input.maxDelaySeconds) / 2
      : UNPACED_SECONDS_PER_MESSAGE;
  const cap = input.dailyCapPerDevice ?? Number.POSITIVE_INFINITY;
  const start = ((input.startSecondOfDay % DAY) + DAY) % DAY;
  // Every device does the same: follow the one with the most recipients, a stretch at a time.
  let left = Math.ceil(input.recipients / input.devices);
  let at = start;
  let day = 0;
  let sentToday = 0;
  for (;;) {
    const today = Math.floor(at / DAY);
    if (today !== day) {
      day = today;
      sentToday = 0;
    }
    const clock = at - today * DAY;
    const stretch = stretches.find((s) => clock < s.to);
    if (!stretch || sentToday >= cap) {
      at = (today + 1) * DAY;
      continue;
    }
    if (clock < stretch.from) {
      at = today * DAY + stretch.from;
      continue;
    }
    const fit = Math.ceil((stretch.to - clock) / pause);
    const sent = Math.min(left, cap - sentToday, fit);
    left -= sent;
    sentToday += sent;
    const last = at + (sent - 1) * pause;
    if (left === 0) return last - start;
    at = last + pause;
  }
}
