import { z } from 'zod';
import { emailField } from './signup.ts';

export const contactMessageSchema = z.object({
  name: z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(100),
  email: emailField,
  message: z
    .string({ error: 'contact_message_required' })
    .trim()
    .min(1, 'contact_message_required')
    .max(5000, 'contact_message_too_long'),
  captcha: z.string({ error: 'captcha_required' }).min(1, 'captcha_required'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
