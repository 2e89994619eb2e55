import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { waLidMappings } from '../../../db/schema/index.ts';

export interface LidPhone {
  /** `<digits>@lid`, without a device part. */
  lid: string;
  /** E.164. */
  phoneNumber: string;
}

/** Records (or corrects) which phone number a LID stands for: one person is one contact. */
export async function saveLidMappings(db: Database, mappings: LidPhone[]): Promise<void> {
  const unique = [...new Map(mappings.map((m) => [m.lid, m])).values()];
  if (unique.length === 0) return;
  await db
    .insert(waLidMappings)
    .values(unique.map((m) => ({ lid: m.lid, phoneNumber: m.phoneNumber })))
    .onConflictDoUpdate({
      target: waLidMappings.lid,
      set: { phoneNumber: sql`excluded.phone_number`, updatedAt: sql`now()` },
      setWhere: sql`${waLidMappings.phoneNumber} is distinct from excluded.phone_number`,
    });
}

export async function findPhoneForLid(db: Database, lid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ phoneNumber: waLidMappings.phoneNumber })
    .from(waLidMappings)
    .where(eq(waLidMappings.lid, lid))
    .limit(1);
  return row?.phoneNumber;
}
