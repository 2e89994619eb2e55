/**
 * The docs admin's query keys (staff's view of the docs site). A change here also invalidates the
 * public docs' `docsKeys.sections`, so the site's menu follows.
 */
export const docsAdminKeys = {
  all: ['admin', 'docs'] as const,
  tree: ['admin', 'docs', 'tree'] as const,
  doc: (id: number) => ['admin', 'docs', 'doc', id] as const,
};
