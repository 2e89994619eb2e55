import type { Paginated } from './billing-admin.ts';

/**
 * A page of a long list (staff's payments, subscriptions, accounts): `count` is exact up to
 * `count_exact_up_to` rows; beyond, it is an estimate and `count_is_estimate` says so. Pages reach
 * as far as `count_exact_up_to` rows; later pages answer 400 on `page`.
 */
export interface PagedList<T> extends Paginated<T> {
  count_is_estimate?: boolean;
  count_exact_up_to?: number;
}

/** How many pages of `pageSize` rows a list offers: all its rows, but no further than its limit. */
export function reachablePages(
  list: Pick<PagedList<unknown>, 'count' | 'count_exact_up_to'>,
  pageSize: number,
) {
  const rows = Math.min(list.count, list.count_exact_up_to ?? list.count);
  return Math.max(1, Math.ceil(rows / pageSize));
}
