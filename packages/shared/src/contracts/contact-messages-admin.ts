import { z } from 'zod';
import { paginatedSchema } from '../paging.ts';

/** The staff side of the contact form: the messages visitors sent, and marking them handled. */

export { CONTACT_MESSAGES_ADMIN_PATHS } from './contact-messages-admin.paths.ts';

export const markContactMessageHandledSchema = z.object({
  message_id: z.uuid({ error: 'invalid_id' }),
  /** true marks it handled; false opens it again. */
  handled: z.boolean({ error: 'not_a_boolean' }),
});
export type MarkContactMessageHandledRequest = z.input<typeof markContactMessageHandledSchema>;

export const adminContactMessageRowSchema = z.object({
  message_id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** The interface language the visitor wrote from (en, id, bn, my). */
  language: z.string(),
  received_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  /** The staff member's username. */
  handled_by: z.string().nullable(),
});
export type AdminContactMessageRow = z.infer<typeof adminContactMessageRowSchema>;

export const adminContactMessagesPageSchema = paginatedSchema(adminContactMessageRowSchema);
export type AdminContactMessagesPage = z.infer<typeof adminContactMessagesPageSchema>;
