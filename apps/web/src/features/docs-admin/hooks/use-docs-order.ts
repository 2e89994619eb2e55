import { notifications } from '@mantine/notifications';
import type { AdminDocSection } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moved } from '../doc-form.ts';
import { changedOrders, hasOrderChanges, NO_DRAFT, type OrderDraft, withDraft } from '../doc-order.ts';
import { orderDocContents, orderDocSections } from '../docs-admin-api.ts';
import { useTreeChange } from './use-docs-admin.ts';

/**
 * The order being arranged: moves show at once, and reach the site only with `save` (`cancel`
 * puts the saved order back). `failed` tells of a refused save.
 */
export function useDocsOrder(saved: AdminDocSection[], failed: (error: unknown) => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OrderDraft>(NO_DRAFT);
  const [saving, setSaving] = useState(false);
  const sections = withDraft(saved, draft);
  const orderSections = useTreeChange(orderDocSections);
  const orderDocs = useTreeChange(({ sectionId, ids }: { sectionId: number; ids: number[] }) =>
    orderDocContents(sectionId, ids),
  );

  async function save() {
    const changed = changedOrders(saved, draft);
    setSaving(true);
    try {
      if (changed.sections) await orderSections.mutateAsync(changed.sections);
      for (const order of changed.docs) await orderDocs.mutateAsync(order);
      setDraft(NO_DRAFT);
      notifications.show({ color: 'teal', message: t('docsAdmin.order.saved') });
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  }

  const moveSection = (index: number, by: -1 | 1) =>
    setDraft((current) => ({ ...current, sections: moved(sections, index, by).map((s) => s.id) }));
  const moveDoc = (section: AdminDocSection, at: number, by: -1 | 1) =>
    setDraft((current) => ({
      ...current,
      docs: { ...current.docs, [section.id]: moved(section.doc_contents, at, by).map((d) => d.id) },
    }));

  return {
    sections,
    arranging: hasOrderChanges(saved, draft),
    saving,
    save,
    cancel: () => setDraft(NO_DRAFT),
    moveSection,
    moveDoc,
  };
}
