import { z } from 'zod';
import { MESSAGES } from './messages.ts';

export const loginSchema = z.object({
  username: z
    .string({ error: MESSAGES.loginUsernameRequired })
    .trim()
    .min(1, MESSAGES.loginUsernameRequired)
    .max(150),
  password: z
    .string({ error: MESSAGES.loginPasswordRequired })
    .min(1, MESSAGES.loginPasswordRequired)
    .max(128),
  captcha: z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired),
});

export type LoginInput = z.input<typeof loginSchema>;
