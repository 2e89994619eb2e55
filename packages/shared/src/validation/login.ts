import { z } from 'zod';
import { captchaField } from './fields.ts';

export const loginSchema = z.object({
  username: z.string({ error: 'login_username_required' }).trim().min(1, 'login_username_required').max(150),
  password: z.string({ error: 'login_password_required' }).min(1, 'login_password_required').max(128),
  captcha: captchaField,
});

export type LoginInput = z.input<typeof loginSchema>;
