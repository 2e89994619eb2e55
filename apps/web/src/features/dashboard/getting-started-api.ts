import { GETTING_STARTED_PATHS, type GettingStarted } from '@siar/shared';
import { api } from '../../api/client.ts';

export function fetchGettingStarted(): Promise<GettingStarted> {
  return api.get<GettingStarted>(GETTING_STARTED_PATHS.checklist);
}

export function dismissGettingStarted(): Promise<GettingStarted> {
  return api.post<GettingStarted>(GETTING_STARTED_PATHS.dismiss, {});
}
