import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { instanceSettings } from './schema/index.ts';

const KEY = 'session_secret';

/**
 * The configured SESSION_SECRET, or one generated on the first start and kept in the database,
 * so that restarts and every process of the installation sign alike.
 */
export async function resolveInstanceSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(instanceSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, KEY));
  return row!.value;
}
