import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberPresence } from '../../db/schema/index.ts';

// Members' presence from their open tabs, counted per process (DESIGN: any process may hold a
// member's sockets). A process renews its rows while they stay; a row not renewed for
// PRESENCE_STALE_SECONDS belongs to a process that died and no longer counts.

export const PRESENCE_STALE_SECONDS = 90;

/** A member's presence, given their id's column: a tab shown, only tabs away, or no tab. */
export function presenceOf(userId: SQL): SQL<'online' | 'away' | 'offline'> {
  return sql`(select case when sum(p.tabs - p.away_tabs) > 0 then 'online'
      when sum(p.tabs) > 0 then 'away' else 'offline' end
    from member_presence p
    where p.user_id = ${userId} and p.seen_at > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS}))`;
}

/** This process's tabs of the member now; none removes its row. */
export async function writeTabs(
  db: Database,
  row: { processId: string; userId: string; accountId: string; tabs: number; awayTabs: number },
) {
  if (row.tabs === 0) {
    await db.execute(
      sql`delete from ${memberPresence} where process_id = ${row.processId} and user_id = ${row.userId}`,
    );
    return;
  }
  await db
    .insert(memberPresence)
    .values({ ...row, seenAt: new Date() })
    .onConflictDoUpdate({
      target: [memberPresence.processId, memberPresence.userId],
      set: { tabs: row.tabs, awayTabs: row.awayTabs, seenAt: new Date() },
    });
}

/** The process is alive and its tabs still open. */
export async function renewTabs(db: Database, processId: string) {
  await db.execute(sql`update ${memberPresence} set seen_at = now() where process_id = ${processId}`);
}

/** The process stops: its tabs close with it. */
export async function dropTabs(db: Database, processId: string) {
  await db.execute(sql`delete from ${memberPresence} where process_id = ${processId}`);
}

/** Rows no process renewed for a long while (processes that died), for the hourly sweep. */
export async function deleteStaleTabs(db: Database) {
  await db.execute(
    sql`delete from ${memberPresence} where seen_at < now() - make_interval(secs => ${PRESENCE_STALE_SECONDS * 10})`,
  );
}
