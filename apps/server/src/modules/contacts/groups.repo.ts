import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactGroupMembers, contactGroups } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

// An account's contact groups. Groups are few per account (tens, hundreds), so the list counts
// exactly and its member counts come from the members' primary key (group_id first).

const memberCount = sql<number>`(select count(*)::int from ${contactGroupMembers} where ${contactGroupMembers.groupId} = ${contactGroups.id})`;

export async function listGroups(
  db: Database,
  accountId: string,
  query: { search?: string; limit: number; offset: number },
) {
  const where = and(
    eq(contactGroups.accountId, accountId),
    query.search ? ilike(contactGroups.name, containsPattern(query.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(contactGroups).where(where);
  const rows = await db
    .select({ group: contactGroups, memberCount })
    .from(contactGroups)
    .where(where)
    .orderBy(asc(sql`lower(${contactGroups.name})`), asc(contactGroups.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export type GroupListRow = Awaited<ReturnType<typeof listGroups>>['rows'][number];

export async function findGroup(db: Database, accountId: string, groupId: string) {
  const [row] = await db
    .select({ group: contactGroups, memberCount })
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.id, groupId)));
  return row;
}

/** The account's groups for select lists, by name. */
export async function groupOptions(db: Database, accountId: string) {
  return db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(eq(contactGroups.accountId, accountId))
    .orderBy(asc(sql`lower(${contactGroups.name})`));
}

export async function insertGroup(db: Database, accountId: string, name: string) {
  const [row] = await db
    .insert(contactGroups)
    .values({ accountId, name })
    .returning({ id: contactGroups.id });
  return row!.id;
}

export async function renameGroup(db: Database, accountId: string, groupId: string, name: string) {
  const rows = await db
    .update(contactGroups)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.id, groupId)))
    .returning({ id: contactGroups.id });
  return rows.length > 0;
}

/** Deletes the group and its memberships; the contacts stay. */
export async function deleteGroup(db: Database, accountId: string, groupId: string) {
  const rows = await db
    .delete(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.id, groupId)))
    .returning({ id: contactGroups.id });
  return rows.length > 0;
}

/**
 * The ids of the account's groups named `names` (any case), creating those that are missing: an
 * import's group column. Answers lower-cased name → id.
 */
export async function groupsByName(db: Database, accountId: string, names: string[]) {
  const byName = new Map<string, string>();
  if (names.length === 0) return byName;
  // One name per group whatever its case: the first spelling met is the one created.
  names = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  await db
    .insert(contactGroups)
    .values(names.map((name) => ({ accountId, name })))
    .onConflictDoNothing();
  const lower = names.map((name) => name.toLowerCase());
  const rows = await db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), inArray(sql`lower(${contactGroups.name})`, lower)));
  for (const row of rows) byName.set(row.name.toLowerCase(), row.id);
  return byName;
}
