import { z } from 'zod';

/** The staff side of the contact form: the messages visitors sent, and marking them handled. */

export const CONTACT_MESSAGES_ADMIN_PATHS = {
  list: '/api/v1/apanel/contact-messages/',
  markHandled: '/api/v1/apanel/contact-messages/mark-handled/',
} as const;

export const markContactMessageHandledSchema = z.object({
  message_id: z.uuid({ error: 'invalid_id' }),
  /** true marks it handled; false opens it again. */
  handled: z.boolean({ error: 'not_a_boolean' }),
});
export type MarkContactMessageHandledRequest = z.input<typeof markContactMessageHandledSchema>;

export interface AdminContactMessageRow {
  message_id: string;
  name: string;
  email: string;
  message: string;
  /** The interface language the visitor wrote from (en, id, bn, my). */
  language: string;
  received_at: string;
  handled: boolean;
  handled_at: string | null;
  /** The staff member's username. */
  handled_by: string | null;
}
