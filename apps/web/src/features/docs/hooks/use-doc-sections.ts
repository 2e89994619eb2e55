import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { DocSection } from '../docs-types.ts';
import { asList } from '../localized.ts';

export const DOC_SECTIONS_PATH = '/api/v1/sections/';

/** The spec: a failed docs load is logged, never shown; the sidebar is then empty. */
async function fetchSections(): Promise<DocSection[]> {
  try {
    return asList<DocSection>(await api.get<unknown>(DOC_SECTIONS_PATH));
  } catch (error) {
    console.error('Failed to load docs sections', error);
    return [];
  }
}

export function useDocSections() {
  return useQuery({ queryKey: queryKeys.docs.sections, queryFn: fetchSections, staleTime: 5 * 60_000 });
}
