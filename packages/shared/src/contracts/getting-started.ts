import { z } from 'zod';

/** The first-run checklist on the customer dashboard, read from the account's own data. */

export { GETTING_STARTED_PATHS } from './getting-started.paths.ts';

export const gettingStartedSchema = z.object({
  /** A WhatsApp number was paired on one of the account's devices. */
  device_paired: z.boolean(),
  /** The account has at least one contact. */
  contacts_imported: z.boolean(),
  /** One of the account's campaigns has started sending. */
  campaign_sent: z.boolean(),
  /** The owner hid the checklist. */
  dismissed: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
