import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { DocContent } from '../docs-types.ts';

export const DOC_CONTENT_PATH = '/api/v1/content';

/** The spec: a failed docs load is logged, never shown to the reader. */
async function fetchContent(sectionSlug: string, contentSlug: string): Promise<DocContent | null> {
  try {
    const data = await api.get<unknown>(DOC_CONTENT_PATH, {
      query: { slug: contentSlug, 'section-slug': sectionSlug },
    });
    return typeof data === 'object' && data !== null ? (data as DocContent) : null;
  } catch (error) {
    console.error('Failed to load docs content', error);
    return null;
  }
}

export function useDocContent(sectionSlug: string, contentSlug: string) {
  return useQuery({
    queryKey: queryKeys.docs.content(sectionSlug, contentSlug),
    queryFn: () => fetchContent(sectionSlug, contentSlug),
    staleTime: 5 * 60_000,
  });
}
