import { type Language, languageForCountry } from '@siar/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';

/** The language an account's simulated contacts and warmup conversations speak: its country's. */
export async function accountLanguage(db: Database, accountId: string): Promise<Language> {
  const [row] = await db
    .select({ country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return languageForCountry(row?.country);
}
