import {
  BUSINESS_HOURS_LIMITS,
  type BusinessHoursAnswer,
  type BusinessHoursCurrent,
  type BusinessHoursException,
  type OpenSpan,
  type WeeklySpans,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './business-hours.repo.ts';
import { timeZoneOf } from './business-hours-schedule.ts';
import { toBusinessHoursAnswer, toCurrentAnswer, toExceptionAnswer } from './business-hours-view.ts';

export interface ExceptionInput {
  date: string;
  name: string;
  spans: OpenSpan[];
}

/** Spans of a day in time order (the form may list them in any order). */
function ordered(spans: OpenSpan[]): OpenSpan[] {
  return [...spans].sort((a, b) => a.start.localeCompare(b.start));
}

export async function businessHoursView(
  db: Database,
  accountId: string,
  now = new Date(),
): Promise<BusinessHoursAnswer> {
  const [row, exceptions, timeZone] = await Promise.all([
    repo.findWeekly(db, accountId),
    repo.listExceptions(db, accountId),
    timeZoneOf(db, accountId),
  ]);
  return toBusinessHoursAnswer(row, exceptions, timeZone, now);
}

export async function currentBusinessHours(db: Database, accountId: string): Promise<BusinessHoursCurrent> {
  const [row, exceptions, timeZone] = await Promise.all([
    repo.findWeekly(db, accountId),
    repo.listExceptions(db, accountId),
    timeZoneOf(db, accountId),
  ]);
  return toCurrentAnswer(row, exceptions, timeZone);
}

export async function saveBusinessHours(
  db: Database,
  accountId: string,
  weekly: WeeklySpans,
): Promise<BusinessHoursAnswer> {
  await repo.saveWeekly(db, accountId, weekly.map(ordered) as WeeklySpans);
  return businessHoursView(db, accountId);
}

export async function listExceptions(db: Database, accountId: string) {
  const rows = await repo.listExceptions(db, accountId);
  return { results: rows.map(toExceptionAnswer) };
}

const dateTaken = () => AppError.fields({ date: 'business_hours_exception_date_taken' });

export async function createException(
  db: Database,
  accountId: string,
  input: ExceptionInput,
): Promise<BusinessHoursException> {
  const row = await repo.insertException(
    db,
    accountId,
    { ...input, spans: ordered(input.spans) },
    BUSINESS_HOURS_LIMITS.exceptions,
  );
  if (row === 'limit') {
    throw AppError.badRequest('business_hours_exception_limit', { limit: BUSINESS_HOURS_LIMITS.exceptions });
  }
  if (row === 'taken') throw dateTaken();
  return toExceptionAnswer(row);
}

export async function updateException(
  db: Database,
  accountId: string,
  exceptionId: string,
  input: ExceptionInput,
): Promise<BusinessHoursException> {
  if (await repo.dateTaken(db, accountId, input.date, exceptionId)) throw dateTaken();
  try {
    const row = await repo.updateException(db, accountId, exceptionId, {
      ...input,
      spans: ordered(input.spans),
    });
    if (!row) throw AppError.notFound('business_hours_exception_not_found');
    return toExceptionAnswer(row);
  } catch (error) {
    // Another request took the date between the check and the update.
    if (violatedUniqueIndex(error) !== null) throw dateTaken();
    throw error;
  }
}

export async function deleteException(db: Database, accountId: string, exceptionId: string): Promise<void> {
  if (!(await repo.deleteException(db, accountId, exceptionId))) {
    throw AppError.notFound('business_hours_exception_not_found');
  }
}
