import { and, asc, desc, eq, ilike, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listTotal, type PageWindow, queryPart } from '../../db/paging.ts';
import { contacts, contentTemplates, mediaFiles } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

// Every query here is scoped to one account (but the purge, which is the timer's across accounts):
// another account's template is simply not found.

const columns = {
  template: contentTemplates,
  media: {
    id: mediaFiles.id,
    kind: mediaFiles.kind,
    mimetype: mediaFiles.mimetype,
    fileName: mediaFiles.fileName,
    size: mediaFiles.size,
  },
};

function withMedia(db: Database) {
  return db
    .select(columns)
    .from(contentTemplates)
    .leftJoin(mediaFiles, eq(mediaFiles.id, contentTemplates.mediaId))
    .$dynamic();
}
export type TemplateRecord = Awaited<ReturnType<ReturnType<typeof withMedia>['execute']>>[number];

const inTrash = (trashed: boolean) =>
  trashed ? isNotNull(contentTemplates.deletedAt) : isNull(contentTemplates.deletedAt);

/**
 * A page of the account's live templates (newest first, search by name) or of its trash (the
 * soonest purged first), counted as the long lists are (db/paging.ts).
 */
export async function listTemplates(
  db: Database,
  accountId: string,
  query: { search?: string; trashed: boolean; window: PageWindow & { countLimit: number } },
) {
  const term = query.search?.trim();
  const where = and(
    eq(contentTemplates.accountId, accountId),
    inTrash(query.trashed),
    term ? ilike(contentTemplates.name, containsPattern(term)) : undefined,
  );
  const total = await listTotal(
    [queryPart(db, db.select({ id: contentTemplates.id }).from(contentTemplates).where(where))],
    query.window.countLimit,
  );
  const order = query.trashed
    ? [asc(contentTemplates.purgeAt), asc(contentTemplates.id)]
    : [desc(contentTemplates.createdAt), desc(contentTemplates.id)];
  const rows = await withMedia(db)
    .where(where)
    .orderBy(...order)
    .limit(query.window.limit)
    .offset(query.window.offset);
  return { total, rows };
}

/** One template, live or trashed (`trashed` narrows it to one or the other). */
export async function findTemplate(
  db: Database,
  accountId: string,
  templateId: string,
  trashed?: boolean,
): Promise<TemplateRecord | undefined> {
  const [row] = await withMedia(db).where(
    and(
      eq(contentTemplates.accountId, accountId),
      eq(contentTemplates.id, templateId),
      trashed === undefined ? undefined : inTrash(trashed),
    ),
  );
  return row;
}

export async function insertTemplate(
  db: Database,
  values: { accountId: string; name: string; body: string; mediaId: string | null },
) {
  const [row] = await db.insert(contentTemplates).values(values).returning({ id: contentTemplates.id });
  return row!.id;
}

/** Edits a live template; answers its attachment before the edit, or undefined when none was found. */
export async function updateLiveTemplate(
  db: Database,
  accountId: string,
  templateId: string,
  patch: { name?: string; body?: string; mediaId?: string | null },
) {
  const [before] = await db
    .select({ mediaId: contentTemplates.mediaId })
    .from(contentTemplates)
    .where(
      and(eq(contentTemplates.accountId, accountId), eq(contentTemplates.id, templateId), inTrash(false)),
    )
    .for('update');
  if (!before) return undefined;
  await db
    .update(contentTemplates)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(contentTemplates.id, templateId));
  return before;
}

/** Moves a live template to the trash until `purgeAt`; false when there was none to move. */
export async function trashTemplate(
  db: Database,
  accountId: string,
  templateId: string,
  at: Date,
  purgeAt: Date,
): Promise<boolean> {
  const moved = await db
    .update(contentTemplates)
    .set({ deletedAt: at, purgeAt })
    .where(
      and(eq(contentTemplates.accountId, accountId), eq(contentTemplates.id, templateId), inTrash(false)),
    )
    .returning({ id: contentTemplates.id });
  return moved.length > 0;
}

export async function restoreTemplate(db: Database, accountId: string, templateId: string): Promise<boolean> {
  const restored = await db
    .update(contentTemplates)
    .set({ deletedAt: null, purgeAt: null, updatedAt: new Date() })
    .where(and(eq(contentTemplates.accountId, accountId), eq(contentTemplates.id, templateId), inTrash(true)))
    .returning({ id: contentTemplates.id });
  return restored.length > 0;
}

/** Deletes a trashed template for good; answers its attachment's id, or undefined when none was found. */
export async function deleteTrashedTemplate(db: Database, accountId: string, templateId: string) {
  const [deleted] = await db
    .delete(contentTemplates)
    .where(and(eq(contentTemplates.accountId, accountId), eq(contentTemplates.id, templateId), inTrash(true)))
    .returning({ mediaId: contentTemplates.mediaId });
  return deleted;
}

/** Deletes up to `batch` trashed templates whose purge date has come, whatever their account. */
export async function purgeDueTemplates(db: Database, now: Date, batch: number) {
  return db
    .delete(contentTemplates)
    .where(
      sql`${contentTemplates.id} in (select ${contentTemplates.id} from ${contentTemplates} where ${and(
        isNotNull(contentTemplates.deletedAt),
        lte(contentTemplates.purgeAt, now),
      )} limit ${batch})`,
    )
    .returning({ id: contentTemplates.id, mediaId: contentTemplates.mediaId });
}

/** The account's live templates, for select lists. */
export async function templateOptions(db: Database, accountId: string) {
  return db
    .select({ id: contentTemplates.id, name: contentTemplates.name })
    .from(contentTemplates)
    .where(and(eq(contentTemplates.accountId, accountId), inTrash(false)))
    .orderBy(asc(contentTemplates.name), asc(contentTemplates.id));
}

/** A live template's text and file, to send it once (a conversation started from the inbox). */
export async function templateToSend(db: Database, accountId: string, templateId: string) {
  const [row] = await db
    .select({ body: contentTemplates.body, mediaId: contentTemplates.mediaId })
    .from(contentTemplates)
    .where(
      and(eq(contentTemplates.accountId, accountId), eq(contentTemplates.id, templateId), inTrash(false)),
    );
  return row;
}

/** The keys of the custom fields the account's contacts have, sorted. */
export async function customFieldKeys(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${contacts.customFields})` })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), sql`jsonb_typeof(${contacts.customFields}) = 'object'`));
  return rows.map((row) => row.key).sort((a, b) => a.localeCompare(b));
}
