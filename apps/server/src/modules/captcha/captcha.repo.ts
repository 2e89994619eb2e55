import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchaRedemptions } from '../../db/schema/index.ts';

/** Marks a solved challenge as used; false when it was used before. */
export async function redeemOnce(db: Database, id: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaRedemptions)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaRedemptions.id });
  return inserted.length === 1;
}

export async function deleteExpiredRedemptions(db: Database, now: Date): Promise<void> {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
}
