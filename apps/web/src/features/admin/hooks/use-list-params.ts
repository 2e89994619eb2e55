import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../admin-api.ts';

/** A page number from the address: a whole number from 1, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A staff list's page and search, kept in the address (`?page=3&search=ana`) so that a reload or
 * a shared link shows the same rows. A new search starts again at page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const params = useMemo<ListParams>(() => ({ page, search }), [page, search]);

  /** `replace` corrects the address (a page past the end) without a new history entry. */
  const setPage = useCallback(
    (next: number, replace = false) =>
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(next));
          return updated;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const setSearch = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { params, setPage, setSearch };
}
