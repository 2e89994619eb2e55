import type { AdminDocContent, AdminDocSection } from '@siar/shared';

export const DOC_LANGUAGES = ['en', 'id', 'bn', 'my'] as const;
export type DocLanguage = (typeof DOC_LANGUAGES)[number];

export interface DocFormValues {
  section_id: string;
  slug_field: string;
  title_en: string;
  title_id: string;
  title_bn: string;
  title_my: string;
  body_en: string;
  body_id: string;
  body_bn: string;
  body_my: string;
  is_published: boolean;
}

export function docFormValuesOf(doc: AdminDocContent | null, sectionId: number): DocFormValues {
  return {
    section_id: String(doc?.section_id ?? sectionId),
    slug_field: doc?.slug_field ?? '',
    title_en: doc?.title_en ?? '',
    title_id: doc?.title_id ?? '',
    title_bn: doc?.title_bn ?? '',
    title_my: doc?.title_my ?? '',
    body_en: doc?.body_en ?? '',
    body_id: doc?.body_id ?? '',
    body_bn: doc?.body_bn ?? '',
    body_my: doc?.body_my ?? '',
    is_published: doc?.is_published ?? true,
  };
}

/** Only what changed, so the audit log shows the edit and nothing else. */
export function docChanges(initial: DocFormValues, values: DocFormValues) {
  const changes: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(values) as (keyof DocFormValues)[]) {
    if (values[key] !== initial[key]) changes[key] = key === 'section_id' ? Number(values[key]) : values[key];
  }
  return changes;
}

export interface SectionFormValues {
  slug_field: string;
  title_en: string;
  title_id: string;
  title_bn: string;
  title_my: string;
  is_published: boolean;
}

export function sectionFormValuesOf(section: AdminDocSection | null): SectionFormValues {
  return {
    slug_field: section?.slug_field ?? '',
    title_en: section?.title_en ?? '',
    title_id: section?.title_id ?? '',
    title_bn: section?.title_bn ?? '',
    title_my: section?.title_my ?? '',
    is_published: section?.is_published ?? true,
  };
}

/** The list with the item at `index` swapped with its neighbour `by` (-1 up, 1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
