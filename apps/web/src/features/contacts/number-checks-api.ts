import {
  fillPath,
  NUMBER_CHECKS_PATHS,
  type NumberCheck,
  type NumberChecksList,
  type StartNumberCheckRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

// The panel's number checks: start one (a contact, a selection, a group, an import), follow it, cancel it.

export function startNumberCheck(input: StartNumberCheckRequest): Promise<NumberCheck> {
  return api.post(NUMBER_CHECKS_PATHS.checks, input);
}

export function fetchNumberChecks(): Promise<NumberChecksList> {
  return api.get(NUMBER_CHECKS_PATHS.checks);
}

export function cancelNumberCheck(checkId: string): Promise<NumberCheck> {
  return api.post(fillPath(NUMBER_CHECKS_PATHS.cancel, { check_id: checkId }));
}

/** Whether a check may still move (its page polls it). */
export const isActiveCheck = (check: Pick<NumberCheck, 'status'>) =>
  check.status === 'queued' || check.status === 'running';
