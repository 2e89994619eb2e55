import type { WarmupAnswer } from '@siar/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { warmupKeys } from '../warmup.query-keys.ts';
import { saveWarmupSettings, startWarmup, stopWarmup } from '../warmup-api.ts';

/**
 * A start or stop answers the whole view: the page shows it at once and asks again in the
 * background. Not awaited: while a run writes, live events keep refetching, and the toast would wait.
 */
function storeView(queryClient: QueryClient, answer: WarmupAnswer) {
  queryClient.setQueryData(warmupKeys.view, answer);
  void queryClient.invalidateQueries({ queryKey: warmupKeys.all });
}

export function useSaveWarmupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWarmupSettings,
    onSuccess: ({ settings }) => {
      queryClient.setQueryData<WarmupAnswer>(warmupKeys.view, (view) =>
        view ? { ...view, settings } : view,
      );
      void queryClient.invalidateQueries({ queryKey: warmupKeys.all });
    },
    // A refusal may mean a run started meanwhile (409): the page then shows it, locked.
    onError: () => queryClient.invalidateQueries({ queryKey: warmupKeys.all }),
  });
}

export function useStartWarmup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startWarmup, onSuccess: (answer) => storeView(queryClient, answer) });
}

export function useStopWarmup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopWarmup(),
    onSuccess: (answer) => storeView(queryClient, answer),
  });
}
