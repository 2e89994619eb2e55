import type { AdminDocSection } from '@siar/shared';

/**
 * The order staff are arranging before they save it: the sections' ids, and per section its
 * documents' ids. Nothing here reaches the server until "Save order".
 */
export interface OrderDraft {
  sections: number[] | null;
  docs: Record<number, number[]>;
}

export const NO_DRAFT: OrderDraft = { sections: null, docs: {} };

function inOrder<T extends { id: number }>(items: readonly T[], ids: number[] | null | undefined): T[] {
  if (!ids) return [...items];
  const rank = new Map(ids.map((id, index) => [id, index]));
  // An item the draft does not know (added meanwhile) keeps its place after the known ones.
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}

/** The tree as staff see it while arranging: the server's rows in the draft's order. */
export function withDraft(tree: readonly AdminDocSection[], draft: OrderDraft): AdminDocSection[] {
  return inOrder(tree, draft.sections).map((section) => ({
    ...section,
    doc_contents: inOrder(section.doc_contents, draft.docs[section.id]),
  }));
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The orders to save: only those that differ from the server's. */
export function changedOrders(tree: readonly AdminDocSection[], draft: OrderDraft) {
  const arranged = withDraft(tree, draft);
  const sections = arranged.map((s) => s.id);
  return {
    sections: sameIds(
      sections,
      tree.map((s) => s.id),
    )
      ? null
      : sections,
    docs: arranged
      .map((section) => ({ sectionId: section.id, ids: section.doc_contents.map((d) => d.id) }))
      .filter(({ sectionId, ids }) => {
        const saved = tree.find((s) => s.id === sectionId)!.doc_contents.map((d) => d.id);
        return !sameIds(ids, saved);
      }),
  };
}

export function hasOrderChanges(tree: readonly AdminDocSection[], draft: OrderDraft): boolean {
  const changed = changedOrders(tree, draft);
  return changed.sections !== null || changed.docs.length > 0;
}
