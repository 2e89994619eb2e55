import {
  BUSINESS_HOURS_PATHS,
  type BusinessHoursAnswer,
  type BusinessHoursCurrent,
  type BusinessHoursException,
  type BusinessHoursExceptionInput,
  type BusinessHoursExceptions,
  fillPath,
  type WeeklySpans,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** The week, the account's zone, and whether it is open now with the next change. */
export function fetchBusinessHours(): Promise<BusinessHoursAnswer> {
  return api.get(BUSINESS_HOURS_PATHS.schedule);
}

export function saveBusinessHours(weekly: WeeklySpans): Promise<BusinessHoursAnswer> {
  return api.put(BUSINESS_HOURS_PATHS.schedule, { weekly });
}

/** The schedule and its zone only (agents may read it): what the inbox marks conversations by. */
export function fetchCurrentBusinessHours(): Promise<BusinessHoursCurrent> {
  return api.get(BUSINESS_HOURS_PATHS.current);
}

export function fetchExceptions(): Promise<BusinessHoursExceptions> {
  return api.get(BUSINESS_HOURS_PATHS.exceptions);
}

export function createException(input: BusinessHoursExceptionInput): Promise<BusinessHoursException> {
  return api.post(BUSINESS_HOURS_PATHS.exceptions, input);
}

export function updateException({
  exceptionId,
  input,
}: {
  exceptionId: string;
  input: BusinessHoursExceptionInput;
}): Promise<BusinessHoursException> {
  return api.put(fillPath(BUSINESS_HOURS_PATHS.exception, { exception_id: exceptionId }), input);
}

export function deleteException(exceptionId: string): Promise<{ detail: string; exception_id: string }> {
  return api.delete(fillPath(BUSINESS_HOURS_PATHS.exception, { exception_id: exceptionId }));
}
