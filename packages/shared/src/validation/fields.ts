import { z } from 'zod';

/** The largest value a PostgreSQL `integer` column holds. */
export const INT32_MAX = 2_147_483_647;

/** A whole number that fits an `integer` column (larger ones would fail in the database). */
export const int32Field = () => z.number().int().max(INT32_MAX);

const YEAR_MIN = 2000;
const YEAR_MAX = 9999;

/** True when a date lies in the years the product accepts (PostgreSQL has no year 0). */
export function isInDateRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= YEAR_MIN && year <= YEAR_MAX;
}

/** An ISO date-time with an offset, between the years 2000 and 9999. */
export const isoDateTimeField = () =>
  z.iso
    .datetime({ offset: true, error: 'invalid_date' })
    .refine((value) => isInDateRange(new Date(value)), 'date_out_of_range');
