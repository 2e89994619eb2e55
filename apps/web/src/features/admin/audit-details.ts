/** One changed field of an audited record: its name and its values before and after, as text. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * What an action changed: the fields whose values differ between the record before and after
 * (a created record lists what it was made with, a removed one what it held). Bookkeeping
 * timestamps are left out: they change on every write and say nothing to the reader.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => !/^(updated_?at|updatedAt|created_?at|createdAt)$/.test(field))
    .map((field) => ({ field, before: shown(old[field]), after: shown(now[field]) }))
    .filter((change) => change.before !== change.after);
}
