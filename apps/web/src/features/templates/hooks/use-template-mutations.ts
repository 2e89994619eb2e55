import type { UpdateTemplateRequest } from '@siar/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesKeys } from '../../devices/devices.query-keys.ts';
import { templatesKeys } from '../templates.query-keys.ts';
import {
  createTemplate,
  deleteTemplateForever,
  restoreTemplate,
  trashTemplate,
  updateTemplate,
  uploadTemplateMedia,
} from '../templates-api.ts';

/** Both lists and the panel's select options (they list the live templates) are asked again. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: templatesKeys.all }),
    queryClient.invalidateQueries({ queryKey: devicesKeys.selectOptions }),
  ]);
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string | null;
      input: UpdateTemplateRequest & { name: string; body: string };
    }) => (id ? updateTemplate(id, input) : createTemplate(input)),
    onSuccess: () => refresh(queryClient),
  });
}

export function useTrashTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: trashTemplate, onSuccess: () => refresh(queryClient) });
}

export function useRestoreTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreTemplate, onSuccess: () => refresh(queryClient) });
}

export function useDeleteTemplateForever() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTemplateForever, onSuccess: () => refresh(queryClient) });
}

export function useUploadTemplateMedia() {
  return useMutation({ mutationFn: uploadTemplateMedia });
}
