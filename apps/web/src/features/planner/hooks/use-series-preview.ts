import { useDebouncedValue } from '@mantine/hooks';
import type { PreviewSeriesRequest } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { plannerKeys } from '../planner.query-keys.ts';
import { previewSeries } from '../planner-api.ts';

/**
 * The form's series as the server reads it, half a second after the last change: its next runs,
 * recipients today and the days it would pass a device's cap. Null while the form is incomplete.
 */
export function useSeriesPreview(body: PreviewSeriesRequest | null) {
  const [settled] = useDebouncedValue(body, 500);
  return useQuery({
    queryKey: plannerKeys.preview(settled),
    queryFn: () => previewSeries(settled!),
    enabled: settled !== null,
    retry: false,
    staleTime: 30_000,
  });
}
