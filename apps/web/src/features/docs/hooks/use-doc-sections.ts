import type { DocSection } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { docsKeys } from '../docs.query-keys.ts';
import { fetchDocSections } from '../docs-api.ts';

/** The spec: a failed docs load is logged, never shown; the sidebar is then empty. */
async function sectionsOrNone(): Promise<DocSection[]> {
  try {
    return await fetchDocSections();
  } catch (error) {
    console.error('Failed to load docs sections', error);
    return [];
  }
}

export function useDocSections() {
  return useQuery({ queryKey: docsKeys.sections, queryFn: sectionsOrNone, staleTime: 5 * 60_000 });
}
