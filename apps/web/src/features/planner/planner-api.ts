import {
  type CreateSeriesRequest,
  fillPath,
  type MoveOccurrenceRequest,
  PLANNER_PATHS,
  type PlannerCalendar,
  type PreviewSeriesRequest,
  type Series,
  type SeriesList,
  type SeriesPreview,
  type UpdateSeriesRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

type OneSeriesPath = (typeof PLANNER_PATHS)[Exclude<
  keyof typeof PLANNER_PATHS,
  'series' | 'preview' | 'calendar'
>];

const seriesPath = (path: OneSeriesPath, seriesId: string) => fillPath(path, { series_id: seriesId });

/** The account's recurring broadcasts with their next and latest runs. */
export function fetchSeriesList(): Promise<SeriesList> {
  return api.get(PLANNER_PATHS.series);
}

/** The calendar of a range: occurrences, scheduled campaigns, each day's load per device. */
export function fetchCalendar(from: string, to: string): Promise<PlannerCalendar> {
  return api.get(PLANNER_PATHS.calendar, { query: { from, to } });
}

export function createSeries(body: CreateSeriesRequest): Promise<Series> {
  return api.post(PLANNER_PATHS.series, body);
}

export function updateSeries(seriesId: string, patch: UpdateSeriesRequest): Promise<Series> {
  return api.patch(seriesPath(PLANNER_PATHS.oneSeries, seriesId), patch);
}

export function deleteSeries(seriesId: string): Promise<void> {
  return api.delete(seriesPath(PLANNER_PATHS.oneSeries, seriesId));
}

export type SeriesControl = 'pause' | 'resume' | 'end';

export function controlSeries(seriesId: string, control: SeriesControl): Promise<Series> {
  return api.post(seriesPath(PLANNER_PATHS[control], seriesId));
}

export type OccurrenceAction = { series_id: string; occurs_at: string; run_at: string; state: string };

export function moveOccurrence(seriesId: string, body: MoveOccurrenceRequest): Promise<OccurrenceAction> {
  return api.post(seriesPath(PLANNER_PATHS.move, seriesId), body);
}

export function skipOccurrence(seriesId: string, occursAt: string): Promise<OccurrenceAction> {
  return api.post(seriesPath(PLANNER_PATHS.skip, seriesId), { occurs_at: occursAt });
}

export function restoreOccurrence(seriesId: string, occursAt: string): Promise<OccurrenceAction> {
  return api.post(seriesPath(PLANNER_PATHS.restore, seriesId), { occurs_at: occursAt });
}

/** The form's series before saving: next runs, recipients today, days over a device's cap. */
export function previewSeries(body: PreviewSeriesRequest): Promise<SeriesPreview> {
  return api.post(PLANNER_PATHS.preview, body);
}
