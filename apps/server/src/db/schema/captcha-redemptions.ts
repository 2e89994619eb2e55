import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A solved captcha is good for one form: its hash is kept here until the challenge expires. */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_redemptions_expires_at_idx').on(t.expiresAt)],
);
