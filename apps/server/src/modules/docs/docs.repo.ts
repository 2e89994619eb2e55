import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { docContents, docSections } from '../../db/schema/index.ts';

export type DocSectionRow = typeof docSections.$inferSelect;
export type DocContentRow = typeof docContents.$inferSelect;
export type NewDocSection = typeof docSections.$inferInsert;
export type NewDocContent = typeof docContents.$inferInsert;

const sectionOrder = [asc(docSections.position), asc(docSections.id)];
const contentOrder = [asc(docContents.position), asc(docContents.id)];

/** Every section in order; `publishedOnly` leaves out the hidden ones. */
export function listSections(db: Database, publishedOnly: boolean) {
  return db
    .select()
    .from(docSections)
    .where(publishedOnly ? eq(docSections.isPublished, true) : undefined)
    .orderBy(...sectionOrder);
}

/** The documents' titles (no bodies) in order; `publishedOnly` leaves out the hidden ones. */
export function listContentTitles(db: Database, publishedOnly: boolean) {
  return db
    .select({
      id: docContents.id,
      sectionId: docContents.sectionId,
      slug: docContents.slug,
      titleEn: docContents.titleEn,
      titleId: docContents.titleId,
      titleBn: docContents.titleBn,
      titleMy: docContents.titleMy,
      position: docContents.position,
      isPublished: docContents.isPublished,
      sourceHash: docContents.sourceHash,
      staffEditedAt: docContents.staffEditedAt,
      staffOrderedAt: docContents.staffOrderedAt,
      updatedAt: docContents.updatedAt,
    })
    .from(docContents)
    .where(publishedOnly ? eq(docContents.isPublished, true) : undefined)
    .orderBy(...contentOrder);
}
export type DocContentTitles = Awaited<ReturnType<typeof listContentTitles>>[number];

/** A published document of a published section, by the two slugs. */
export async function findPublishedContent(db: Database, sectionSlug: string, slug: string) {
  const [row] = await db
    .select({ content: docContents, sectionSlug: docSections.slug })
    .from(docContents)
    .innerJoin(docSections, eq(docSections.id, docContents.sectionId))
    .where(
      and(
        eq(docSections.slug, sectionSlug),
        eq(docContents.slug, slug),
        eq(docSections.isPublished, true),
        eq(docContents.isPublished, true),
      ),
    );
  return row;
}

export async function findSectionById(db: Database, id: number) {
  const [row] = await db.select().from(docSections).where(eq(docSections.id, id));
  return row;
}

export async function findSectionBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(docSections).where(eq(docSections.slug, slug));
  return row;
}

export async function findContentById(db: Database, id: number) {
  const [row] = await db
    .select({ content: docContents, sectionSlug: docSections.slug })
    .from(docContents)
    .innerJoin(docSections, eq(docSections.id, docContents.sectionId))
    .where(eq(docContents.id, id));
  return row;
}

export async function findContentBySlug(db: Database, sectionId: number, slug: string) {
  const [row] = await db
    .select()
    .from(docContents)
    .where(and(eq(docContents.sectionId, sectionId), eq(docContents.slug, slug)));
  return row;
}

export async function insertSection(db: Database, values: NewDocSection) {
  const [row] = await db.insert(docSections).values(values).returning();
  return row!;
}

export async function updateSection(db: Database, id: number, patch: Partial<NewDocSection>) {
  const [row] = await db
    .update(docSections)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(docSections.id, id))
    .returning();
  return row;
}

export async function insertContent(db: Database, values: NewDocContent) {
  const [row] = await db.insert(docContents).values(values).returning();
  return row!;
}

export async function updateContent(db: Database, id: number, patch: Partial<NewDocContent>) {
  const [row] = await db
    .update(docContents)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(docContents.id, id))
    .returning();
  return row;
}

/** The position after the last section, for a new one. */
export async function nextSectionPosition(db: Database) {
  const [row] = await db.select({ last: max(docSections.position) }).from(docSections);
  return (row?.last ?? -1) + 1;
}

/** The position after the section's last document, for a new or moved one. */
export async function nextContentPosition(db: Database, sectionId: number) {
  const [row] = await db
    .select({ last: max(docContents.position) })
    .from(docContents)
    .where(eq(docContents.sectionId, sectionId));
  return (row?.last ?? -1) + 1;
}

export async function sectionIds(db: Database) {
  return (await db.select({ id: docSections.id }).from(docSections)).map((r) => r.id);
}

export async function contentIdsOfSection(db: Database, sectionId: number) {
  const rows = await db
    .select({ id: docContents.id })
    .from(docContents)
    .where(eq(docContents.sectionId, sectionId));
  return rows.map((r) => r.id);
}

/** Gives each listed id its index as position; loading then keeps it (not a text edit). */
export async function setSectionPositions(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(docSections)
    .set({ position: positionCase(docSections.id, ids), staffOrderedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(docSections.id, ids));
}

export async function setContentPositions(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(docContents)
    .set({ position: positionCase(docContents.id, ids), staffOrderedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(docContents.id, ids));
}

function positionCase(column: typeof docSections.id | typeof docContents.id, ids: number[]) {
  const cases = ids.map((id, index) => sql`when ${id} then ${index}`);
  return sql`(case ${column} ${sql.join(cases, sql` `)} end)::integer`;
}

/** Processes starting together load the repository's docs one at a time: held until commit. */
export async function lockDocsLoad(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('siar.docs.load'))`);
}
