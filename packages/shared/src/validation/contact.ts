import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { emailField } from './signup.ts';

export const contactMessageSchema = z.object({
  name: z
    .string({ error: MESSAGES.contactNameRequired })
    .trim()
    .min(1, MESSAGES.contactNameRequired)
    .max(100),
  email: emailField,
  message: z
    .string({ error: MESSAGES.contactMessageRequired })
    .trim()
    .min(1, MESSAGES.contactMessageRequired)
    .max(5000, MESSAGES.contactMessageTooLong),
  captcha: z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
