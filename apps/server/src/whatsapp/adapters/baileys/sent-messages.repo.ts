import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { waOutbox } from '../../../db/schema/index.ts';

/**
 * The text the device sent under this WhatsApp id, for Baileys' `getMessage`: a recipient whose
 * phone could not decrypt a message asks for it again, and Baileys re-encrypts what this returns.
 */
export async function findSentText(
  db: Database,
  deviceId: string,
  waMessageId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ text: waOutbox.text })
    .from(waOutbox)
    .where(and(eq(waOutbox.deviceId, deviceId), eq(waOutbox.waMessageId, waMessageId)))
    .limit(1);
  return row?.text ?? undefined;
}
