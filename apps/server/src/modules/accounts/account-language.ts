import { type Language, languageForCountry } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { accountCountry } from './accounts.repo.ts';

/** The language an account's simulated contacts and warmup conversations speak: its country's. */
export async function accountLanguage(db: Database, accountId: string): Promise<Language> {
  return languageForCountry(await accountCountry(db, accountId));
}
