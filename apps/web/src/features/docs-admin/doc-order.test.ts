import type { AdminDocSection } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { moved } from './doc-form.ts';
import { changedOrders, hasOrderChanges, NO_DRAFT, withDraft } from './doc-order.ts';

const doc = (id: number) => ({ id, title_en: `Doc ${id}` });
const section = (id: number, docs: number[]) => ({
  id,
  title_en: `Section ${id}`,
  doc_contents: docs.map(doc),
});
const tree = [section(1, [10, 11, 12]), section(2, [20, 21])] as unknown as AdminDocSection[];
const ids = (sections: AdminDocSection[]) => sections.map((s) => [s.id, s.doc_contents.map((d) => d.id)]);

describe('arranging the docs order before saving it', () => {
  it('shows the saved order while nothing is moved, and has nothing to save', () => {
    expect(ids(withDraft(tree, NO_DRAFT))).toEqual([
      [1, [10, 11, 12]],
      [2, [20, 21]],
    ]);
    expect(hasOrderChanges(tree, NO_DRAFT)).toBe(false);
  });

  it('shows moves at once and saves only the orders that changed', () => {
    const draft = { sections: null, docs: { 1: moved(tree[0]!.doc_contents, 2, -1).map((d) => d.id) } };
    expect(ids(withDraft(tree, draft))).toEqual([
      [1, [10, 12, 11]],
      [2, [20, 21]],
    ]);
    expect(changedOrders(tree, draft)).toEqual({
      sections: null,
      docs: [{ sectionId: 1, ids: [10, 12, 11] }],
    });

    const both = { ...draft, sections: [2, 1] };
    expect(changedOrders(tree, both)).toEqual({
      sections: [2, 1],
      docs: [{ sectionId: 1, ids: [10, 12, 11] }],
    });
  });

  it('has nothing to save when a move is moved back', () => {
    expect(hasOrderChanges(tree, { sections: [1, 2], docs: { 2: [20, 21] } })).toBe(false);
  });

  it('keeps a document added meanwhile after the arranged ones', () => {
    const grown = [section(1, [10, 11, 12, 13]), section(2, [20, 21])] as unknown as AdminDocSection[];
    expect(ids(withDraft(grown, { sections: null, docs: { 1: [12, 11, 10] } }))[0]).toEqual([
      1,
      [12, 11, 10, 13],
    ]);
  });
});
