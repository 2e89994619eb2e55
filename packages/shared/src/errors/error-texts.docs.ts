/** The docs site and its admin. English texts by code (see error-texts.ts). */
export const DOCS_ERROR_TEXTS = {
  // ---- docs ----
  doc_not_found: 'Document not found.',
  doc_section_not_found: 'Section not found.',
  doc_slug_format: 'Use lowercase letters and digits, words joined by single hyphens.',
  doc_section_slug_taken: 'A section with this slug already exists.',
  doc_content_slug_taken: 'This section already has a document with this slug.',
  doc_order_mismatch: 'The order must list each of the items exactly once.',
  doc_no_repository_version: 'This document has no version in the repository to go back to.',
} as const;
