/**
 * A badge in a table cell keeps its whole label: Mantine's badge may shrink to an ellipsis, which
 * cut "SANDBOX" to "SA…" and Bengali labels in narrow columns.
 */
export const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;
