import type { AdminDocSection, UpdateDocContentRequest } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { docsKeys } from '../../docs/docs.query-keys.ts';
import { docsAdminKeys } from '../docs-admin.query-keys.ts';
import { createDoc, fetchDocForStaff, fetchDocsTree, restoreDoc, updateDoc } from '../docs-admin-api.ts';

export function useDocsTree() {
  return useQuery({ queryKey: docsAdminKeys.tree, queryFn: fetchDocsTree, staleTime: 0 });
}

export function useDocForStaff(id: number | null) {
  return useQuery({
    queryKey: docsAdminKeys.doc(id ?? 0),
    queryFn: () => fetchDocForStaff(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A change that answers the whole tree (sections, orders): the answer replaces the cached tree. */
export function useTreeChange<I>(change: (input: I) => Promise<AdminDocSection[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (tree) => {
      queryClient.setQueryData(docsAdminKeys.tree, tree);
      void queryClient.invalidateQueries({ queryKey: docsKeys.sections });
    },
  });
}

/** Adds a document to a section; the tree is asked again (before the save counts as done). */
export function useCreateDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDoc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docsAdminKeys.tree }),
  });
}

/** Saves a document; the tree and the public docs' caches are refreshed. */
export function useUpdateDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateDocContentRequest }) => updateDoc(id, input),
    onSuccess: (doc) => {
      queryClient.setQueryData(docsAdminKeys.doc(doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: docsAdminKeys.tree });
    },
  });
}

/** Puts the repository's text back into a document; the tree and the public docs are refreshed. */
export function useRestoreDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDoc,
    onSuccess: (doc) => {
      queryClient.setQueryData(docsAdminKeys.doc(doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: docsAdminKeys.tree });
      void queryClient.invalidateQueries({ queryKey: docsKeys.sections });
    },
  });
}
