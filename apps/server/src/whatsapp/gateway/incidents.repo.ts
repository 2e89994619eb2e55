import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gatewayIncidents } from '../../db/schema/index.ts';

// A gateway's incidents (a reconnect storm): opened, grown while failures come, ended.

export async function openIncident(
  db: Database,
  incident: { gatewayId: string; deviceIds: string[]; campaignsPaused: number; startedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(gatewayIncidents)
    .values({ ...incident, kind: 'reconnect_storm' })
    .returning({ id: gatewayIncidents.id });
  return row!.id;
}

/** More devices failed during it, and their campaigns paused too. */
export async function growIncident(
  db: Database,
  id: string,
  deviceIds: string[],
  morePaused: number,
): Promise<void> {
  await db
    .update(gatewayIncidents)
    .set({ deviceIds, campaignsPaused: sql`${gatewayIncidents.campaignsPaused} + ${morePaused}` })
    .where(eq(gatewayIncidents.id, id));
}

/** Ends one incident, or (at a gateway's start and stop) every one it left open. */
export async function endIncidents(db: Database, gatewayId: string, id?: string): Promise<void> {
  await db
    .update(gatewayIncidents)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(gatewayIncidents.gatewayId, gatewayId),
        isNull(gatewayIncidents.endedAt),
        id ? eq(gatewayIncidents.id, id) : undefined,
      ),
    );
}
