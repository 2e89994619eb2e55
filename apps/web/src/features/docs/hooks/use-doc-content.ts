import type { DocContent } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { docsKeys } from '../docs.query-keys.ts';
import { fetchDocContent } from '../docs-api.ts';

/** The spec: a failed docs load is logged, never shown to the reader. */
async function contentOrNothing(sectionSlug: string, contentSlug: string): Promise<DocContent | null> {
  try {
    return await fetchDocContent(sectionSlug, contentSlug);
  } catch (error) {
    console.error('Failed to load docs content', error);
    return null;
  }
}

/** A new document starts empty (no previous one kept on screen) while its progress flag shows. */
export function useDocContent(sectionSlug: string, contentSlug: string) {
  return useQuery({
    queryKey: docsKeys.content(sectionSlug, contentSlug),
    queryFn: () => contentOrNothing(sectionSlug, contentSlug),
    staleTime: 5 * 60_000,
  });
}
