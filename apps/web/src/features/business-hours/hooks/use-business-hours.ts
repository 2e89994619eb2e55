import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessHoursKeys } from '../business-hours.query-keys.ts';
import {
  createException,
  deleteException,
  fetchBusinessHours,
  fetchExceptions,
  saveBusinessHours,
  updateException,
} from '../business-hours-api.ts';

export { businessHoursKeys };

/** The week and the open-now line; asked again each minute so the line follows the clock. */
export function useBusinessHours() {
  return useQuery({
    queryKey: businessHoursKeys.schedule,
    queryFn: fetchBusinessHours,
    refetchInterval: 60_000,
  });
}

export function useExceptions() {
  return useQuery({ queryKey: businessHoursKeys.exceptions, queryFn: fetchExceptions });
}

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: businessHoursKeys.all });
}

export function useSaveBusinessHours() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: saveBusinessHours,
    onSuccess: async (answer) => {
      queryClient.setQueryData(businessHoursKeys.schedule, answer);
      await refresh();
    },
  });
}

export function useCreateException() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: createException, onSuccess: refresh });
}

export function useUpdateException() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: updateException, onSuccess: refresh });
}

export function useDeleteException() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: deleteException, onSuccess: refresh });
}
