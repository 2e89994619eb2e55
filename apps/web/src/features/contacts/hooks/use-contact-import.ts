import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contactsKeys } from '../contacts.query-keys.ts';
import { fetchImport } from '../contacts-api.ts';
import { refreshContacts } from './use-contacts.ts';

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 1000;

/** A started import's progress, asked every second until it ends; the table follows at the end. */
export function useContactImport(importId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: contactsKeys.import(importId ?? ''),
    queryFn: () => fetchImport(importId!),
    enabled: !!importId,
    staleTime: 0,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : IMPORT_POLL_MS;
    },
  });
  const ended = query.data?.status === 'completed' || query.data?.status === 'failed';
  useEffect(() => {
    if (ended) void refreshContacts(queryClient);
  }, [ended, queryClient]);
  return query;
}
