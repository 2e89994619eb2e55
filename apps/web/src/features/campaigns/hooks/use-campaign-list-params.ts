import { CAMPAIGN_STATUSES, type CampaignStatus } from '@siar/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromQuery } from '../../admin/hooks/use-list-params.ts';
import type { CampaignListParams } from '../campaigns-api.ts';

function statusFromQuery(value: string | null): CampaignStatus | null {
  return CAMPAIGN_STATUSES.find((status) => status === value) ?? null;
}

/**
 * The campaigns table's page, search and status filter, kept in the address so a reload or a
 * shared link shows the same rows. A new search or filter starts again at page 1.
 */
export function useCampaignListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const status = statusFromQuery(searchParams.get('status'));
  const params = useMemo<CampaignListParams>(() => ({ page, search, status }), [page, search, status]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (next: number, replace = false) => update({ page: String(next) }, replace),
    [update],
  );
  const setSearch = useCallback((next: string) => update({ search: next, page: null }, true), [update]);
  const setStatus = useCallback(
    (next: CampaignStatus | null) => update({ status: next, page: null }, false),
    [update],
  );

  return { params, setPage, setSearch, setStatus };
}
