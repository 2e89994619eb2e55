import { CONTACT_ORDERINGS, type ContactOrdering, WHATSAPP_FILTERS, type WhatsappFilter } from '@siar/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ContactListParams } from '../contacts-api.ts';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const orderingOf = (value: string | null): ContactOrdering =>
  (CONTACT_ORDERINGS as readonly string[]).includes(value ?? '') ? (value as ContactOrdering) : '-created_at';

const whatsappOf = (value: string | null): WhatsappFilter | '' =>
  (WHATSAPP_FILTERS as readonly string[]).includes(value ?? '') ? (value as WhatsappFilter) : '';

/**
 * The table's page, search, filters and sort in the address
 * (`?page=2&search=ana&group=…&label=…&ordering=name`).
 * Changing anything but the page starts again at page 1.
 */
export function useContactListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ContactListParams>(
    () => ({
      page: pageOf(searchParams.get('page')),
      search: searchParams.get('search') ?? '',
      groupId: searchParams.get('group') ?? '',
      ordering: orderingOf(searchParams.get('ordering')),
      whatsapp: whatsappOf(searchParams.get('whatsapp')),
      labelId: searchParams.get('label') ?? '',
    }),
    [searchParams],
  );

  const set = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  return {
    params,
    setPage: useCallback((page: number, replace?: boolean) => set({ page: String(page) }, replace), [set]),
    setSearch: useCallback((search: string) => set({ search }, true), [set]),
    setGroup: useCallback((groupId: string | null) => set({ group: groupId }), [set]),
    setOrdering: useCallback((ordering: ContactOrdering) => set({ ordering }), [set]),
    setWhatsapp: useCallback((whatsapp: WhatsappFilter | null) => set({ whatsapp }), [set]),
    setLabel: useCallback((labelId: string | null) => set({ label: labelId }), [set]),
  };
}
