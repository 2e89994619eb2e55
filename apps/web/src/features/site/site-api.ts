import type { ContactMessageInput } from '@siar/shared';
import { api } from '../../api/client.ts';

export const CONTACT_PATH = '/api/v1/site/contact/';

export interface ContactAnswer {
  detail: string;
  message_id: string;
}

/** Stores the message for support (captcha checked, a few per hour per address). */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactAnswer> {
  return api.post<ContactAnswer>(CONTACT_PATH, input);
}
