import { z } from 'zod';
import { captchaField, emailField } from '../validation/fields.ts';

/** The public site's API: the contact form, and the visitor's country (which picks a language). */

export { SITE_PATHS } from './site.paths.ts';

export const contactMessageSchema = z.object({
  name: z.string({ error: 'name_required' }).trim().min(1, 'name_required').max(100),
  email: emailField,
  message: z
    .string({ error: 'contact_message_required' })
    .trim()
    .min(1, 'contact_message_required')
    .max(5000, 'contact_message_too_long'),
  captcha: captchaField,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactAnswerSchema = z.object({ detail: z.string(), message_id: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** The visitor's country from their IP address; null when unknown (loopback, private, no data). */
export const countryInfoSchema = z.object({ country_code: z.string().length(2).nullable() });
export type CountryInfo = z.infer<typeof countryInfoSchema>;
