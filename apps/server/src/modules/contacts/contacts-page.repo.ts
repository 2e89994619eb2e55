import type { LabelRef } from '@siar/shared';
import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ListTotal, listTotal, queryPart } from '../../db/paging.ts';
import { prepareOnce } from '../../db/prepared.ts';
import { contactGroupMembers, contactGroups, contacts } from '../../db/schema/index.ts';
import type { ListWindow } from '../../http/list-page.ts';
import { labelsColumn, parsedLabels } from '../labels/index.ts';
import type { ContactWithGroups, GroupRef } from './contacts.repo.ts';
import { baseWhere, type ContactFilter, ORDER } from './contacts-filter.repo.ts';

// The list as the panel opens it (no search): one statement answers the page's rows, their groups
// and the count up to the limit, built and prepared once per shape of the filter. Building this
// query in Drizzle cost 240-420 µs a request, more than PostgreSQL takes to run it for a small
// account (bench/README, "The panel's most frequent reads").

export interface ContactPage {
  total: ListTotal;
  rows: ContactWithGroups[];
}

/**
 * A contact's groups by name, as one column of its row. The columns are named in full: Drizzle
 * writes a one-table query's columns bare, and a bare "id" here would be the group member's.
 */
const groupsColumn = sql<GroupRef[]>`(
  select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name), '[]'::json)
  from ${contactGroupMembers} m join ${contactGroups} g on g.id = m.group_id
  where m.account_id = "contacts"."account_id" and m.contact_id = "contacts"."id")`;

/** The contact's labels by name, as one column (named in full, as the groups'). */
const contactLabelsColumn = sql<LabelRef[] | string>`${labelsColumn('contact_labels', sql`"contacts"."id"`)}`;

type Shape = Pick<ContactFilter, 'ordering' | 'whatsapp'> & {
  groupId?: string | Placeholder;
  labelId?: string | Placeholder;
};

/** The rows the total counts: a group's members on their primary key alone (the caller checked the group). */
function counted(db: Database, accountId: string | Placeholder, shape: Shape) {
  return shape.groupId && !shape.whatsapp && !shape.labelId
    ? db
        .select({ one: sql`1` })
        .from(contactGroupMembers)
        .where(eq(contactGroupMembers.groupId, shape.groupId))
    : db.select({ one: sql`1` }).from(contacts).where(baseWhere(accountId, shape));
}

function pageStatement(db: Database, filter: ContactFilter) {
  const name = `contacts_page_${filter.ordering}_${filter.groupId ? 'group' : 'all'}_${filter.labelId ? 'label' : 'any'}_${filter.whatsapp ?? 'any'}`;
  return prepareOnce(db, name, () => {
    const accountId = sql.placeholder('accountId');
    const shape: Shape = {
      ...filter,
      groupId: filter.groupId ? sql.placeholder('groupId') : undefined,
      labelId: filter.labelId ? sql.placeholder('labelId') : undefined,
    };
    const pageIds = db
      .select({ id: contacts.id })
      .from(contacts)
      .where(baseWhere(accountId, shape))
      .orderBy(...ORDER[filter.ordering])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const countUpTo: SQL = sql`(select count(*)::int from (${counted(db, accountId, shape)} limit ${sql.placeholder('countUpTo')}) as counted)`;
    return db
      .select({
        contact: contacts,
        groups: groupsColumn,
        labels: contactLabelsColumn,
        counted: sql<number>`${countUpTo}`,
      })
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, pageIds)))
      .orderBy(...ORDER[filter.ordering])
      .prepare(name);
  });
}

export async function unsearchedPage(
  db: Database,
  accountId: string,
  filter: ContactFilter,
  window: ListWindow,
): Promise<ContactPage> {
  const found = await pageStatement(db, filter).execute({
    accountId,
    groupId: filter.groupId,
    labelId: filter.labelId,
    limit: window.limit,
    offset: window.offset,
    countUpTo: window.countLimit + 1,
  });
  const rows = found.map(({ contact, groups, labels }) => ({
    ...contact,
    groups,
    labels: parsedLabels(labels),
  }));
  const all = () => queryPart(db, counted(db, accountId, filter));
  // An empty page from the start is an empty list; past the end, the rows are counted alone.
  if (found.length === 0) {
    const total =
      window.offset === 0 ? { count: 0, isEstimate: false } : await listTotal([all()], window.countLimit);
    return { total, rows };
  }
  const count = found[0]!.counted;
  if (count <= window.countLimit) return { total: { count, isEstimate: false }, rows };
  return { total: { count: Math.max(count, await all().estimate()), isEstimate: true }, rows };
}
