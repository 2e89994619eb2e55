import { z } from 'zod';

/** The staff lists' request and answer shapes, which every list contract builds on. */

export const DEFAULT_ADMIN_PAGE_SIZE = 20;

/** A staff list's query: a page from 1, its size, a search term and, on some lists, a status. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_ADMIN_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  status: z.coerce.number().int().min(1).max(6).optional(),
});

/** The query of a list without a status filter. */
export const searchListQuerySchema = listQuerySchema.omit({ status: true });

/** `{count, results}`: a page of a list that is counted exactly. */
export const paginatedSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ count: z.number().int(), results: z.array(row) });
export type Paginated<T> = z.infer<ReturnType<typeof paginatedSchema<z.ZodType<T>>>>;

/**
 * A page of a long list (staff's payments, subscriptions, accounts): `count` is exact up to
 * `count_exact_up_to` rows; beyond, it is an estimate and `count_is_estimate` says so. Pages reach
 * as far as `count_exact_up_to` rows; later pages answer 400 on `page`.
 */
export const pagedListSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    count_is_estimate: z.boolean(),
    count_exact_up_to: z.number().int(),
    results: z.array(row),
  });
export type PagedList<T> = z.infer<ReturnType<typeof pagedListSchema<z.ZodType<T>>>>;

/** How many pages of `pageSize` rows a list offers: all its rows, but no further than its limit. */
export function reachablePages(list: { count: number; count_exact_up_to?: number }, pageSize: number) {
  const rows = Math.min(list.count, list.count_exact_up_to ?? list.count);
  return Math.max(1, Math.ceil(rows / pageSize));
}
