import type { MoveOccurrenceRequest, UpdateSeriesRequest } from '@siar/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { plannerKeys } from '../planner.query-keys.ts';
import {
  controlSeries,
  createSeries,
  deleteSeries,
  moveOccurrence,
  restoreOccurrence,
  type SeriesControl,
  skipOccurrence,
  updateSeries,
} from '../planner-api.ts';

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: plannerKeys.all });
}

function useRefreshing<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient) });
}

export const useCreateSeries = () => useRefreshing(createSeries);

export const useUpdateSeries = () =>
  useRefreshing(({ seriesId, patch }: { seriesId: string; patch: UpdateSeriesRequest }) =>
    updateSeries(seriesId, patch),
  );

export const useDeleteSeries = () => useRefreshing(deleteSeries);

export const useControlSeries = () =>
  useRefreshing(({ seriesId, control }: { seriesId: string; control: SeriesControl }) =>
    controlSeries(seriesId, control),
  );

export const useMoveOccurrence = () =>
  useRefreshing(({ seriesId, move }: { seriesId: string; move: MoveOccurrenceRequest }) =>
    moveOccurrence(seriesId, move),
  );

export const useSkipOccurrence = () =>
  useRefreshing(
    ({ seriesId, occursAt, restore }: { seriesId: string; occursAt: string; restore?: boolean }) =>
      restore ? restoreOccurrence(seriesId, occursAt) : skipOccurrence(seriesId, occursAt),
  );
