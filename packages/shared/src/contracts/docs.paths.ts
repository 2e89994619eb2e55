// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const DOCS_PATHS = {
  /** The published sections in order, each with its published documents' titles (the spec's call). */
  sections: '/api/v1/sections/',
  /** One published document: query `slug` and `section-slug` (the spec's call, no trailing slash). */
  content: '/api/v1/content',
} as const;

/** Staff editing of the docs (the admin panel's /apanel/docs). */
export const DOCS_ADMIN_PATHS = {
  /** GET every section with every document (hidden ones too); POST creates a section. */
  sections: '/api/v1/apanel/docs/sections/',
  section: '/api/v1/apanel/docs/sections/:section_id/',
  /** PUT the sections' ids in their new order. */
  sectionsOrder: '/api/v1/apanel/docs/sections-order/',
  /** PUT the section's documents' ids in their new order. */
  contentsOrder: '/api/v1/apanel/docs/sections/:section_id/contents-order/',
  /** POST creates a document. */
  contents: '/api/v1/apanel/docs/contents/',
  /** GET one document with its bodies; PATCH changes it. */
  content: '/api/v1/apanel/docs/contents/:content_id/',
  /** POST puts the repository's text back into a document staff edited. */
  contentRestore: '/api/v1/apanel/docs/contents/:content_id/restore/',
} as const;
