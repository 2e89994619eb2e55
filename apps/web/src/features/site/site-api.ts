import { type ContactAnswer, type ContactMessageInput, SITE_PATHS } from '@siar/shared';
import { api } from '../../api/client.ts';

/** Stores the message for support (captcha checked, a few per hour per address). */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactAnswer> {
  return api.post<ContactAnswer>(SITE_PATHS.contact, input);
}
