import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../components/ListSearch.tsx';
import { useCustomerAccounts } from './use-admin-subscriptions.ts';

export type AccountOption = { value: string; label: string };

/** Finding a customer account by what staff type: the chosen one stays among the options. */
export function useAccountSearch() {
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState<AccountOption | null>(null);
  // Choosing an account puts its label in the box: that is not a new search.
  const term = account && search === account.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const accounts = useCustomerAccounts(debounced, true);
  const found: AccountOption[] = (accounts.data?.results ?? []).map((row) => ({
    value: row.account_id,
    label: [row.name, row.username, row.email].filter(Boolean).join(' · '),
  }));
  const options = account && !found.some((o) => o.value === account.value) ? [account, ...found] : found;
  return { search, setSearch, account, setAccount, options, fetching: accounts.isFetching };
}
