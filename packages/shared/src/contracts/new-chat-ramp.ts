import { z } from 'zod';
import { rampScheduleSchema } from '../new-chat-ramp.ts';

/** The ramp of daily new-chat caps (packages/shared/src/new-chat-ramp.ts): the account's steps and its devices on them. */

export { NEW_CHAT_RAMP_PATHS } from './new-chat-ramp.paths.ts';

/** PUT: the steps, the first on day 0, days rising and caps never falling. */
export const newChatRampInputSchema = z.object({ steps: rampScheduleSchema });
export type NewChatRampInput = z.infer<typeof newChatRampInputSchema>;

export const rampDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its step, from 0. */
  step: z.number().int(),
  /** New chats a day at that step, those opened today and those still allowed today. */
  cap: z.number().int(),
  opened_today: z.number().int(),
  room_today: z.number().int(),
  /** Days on the ramp (the warmup counts), on the account's calendar. */
  age_days: z.number().int(),
});
export type RampDevice = z.infer<typeof rampDeviceSchema>;

export const newChatRampAnswerSchema = z.object({
  steps: z.array(z.object({ day: z.number().int(), cap: z.number().int() })),
  /** The steps are Siar's defaults (the account never saved its own). */
  is_default: z.boolean(),
  /** A number climbs a step only with a health score at least this, and falls back one below it. */
  health_threshold: z.number().int(),
  /** The account's day (YYYY-MM-DD) and time zone the counts are of. */
  today: z.string(),
  time_zone: z.string(),
  devices: z.array(rampDeviceSchema),
});
export type NewChatRampAnswer = z.infer<typeof newChatRampAnswerSchema>;
