import { AUDIT_ACTIONS, type AuditAction } from '@siar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { adminAuditLogKeys } from '../admin.query-keys.ts';
import { type AuditLogParams, fetchAuditLog } from '../admin-api.ts';
import { useListParams } from './use-list-params.ts';

export type AuditFilter = 'actor' | 'action' | 'account';

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/**
 * The audit log's page, search and filters, kept in the address (`?action=api_key.rotate&actor=ana`)
 * like the other staff lists; a new filter starts again at page 1.
 */
export function useAuditLogParams() {
  const list = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const actor = searchParams.get('actor') ?? '';
  const rawAction = searchParams.get('action');
  const action = isAction(rawAction) ? rawAction : '';
  const accountId = searchParams.get('account') ?? '';
  const params = useMemo<AuditLogParams>(
    () => ({ ...list.params, actor, action, accountId }),
    [list.params, actor, action, accountId],
  );

  const setFilter = useCallback(
    (filter: AuditFilter, value: string) =>
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value) updated.set(filter, value);
          else updated.delete(filter);
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { params, setPage: list.setPage, setSearch: list.setSearch, setFilter };
}

export function useAdminAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: adminAuditLogKeys.list(params),
    queryFn: () => fetchAuditLog(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
