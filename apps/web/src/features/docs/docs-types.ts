import type { Language } from '@siar/shared';

/** Fields the spec names for the docs API (section 3). */
export type LocalizedTitles = { [L in Language as `title_${L}`]?: string | null };

export type DocContentItem = LocalizedTitles & {
  id: number | string;
  slug_field: string;
};

export type DocSection = LocalizedTitles & {
  slug_field: string;
  doc_contents: DocContentItem[];
};

/** The body fields are not in the spec; `body_<lang>` is what this page reads until they are. */
export type DocContent = LocalizedTitles & { [L in Language as `body_${L}`]?: string | null };
