import type { ContactImport, ImportMappingRequest, ImportPreview } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contactsKeys } from '../contacts.query-keys.ts';
import { fetchImport, startImport, uploadImport } from '../contacts-api.ts';
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

/** Step 1: the file goes up; the server answers its columns and first rows. */
export function useUploadImport(onPreview: (preview: ImportPreview) => void) {
  return useMutation({ mutationFn: uploadImport, onSuccess: onPreview });
}

/** Step 2: the import starts with the columns as mapped. */
export function useStartImport(importId: string, onStarted: (started: ContactImport) => void) {
  return useMutation({
    mutationFn: (mapping: ImportMappingRequest) => startImport(importId, mapping),
    onSuccess: onStarted,
  });
}
