import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTIONS } from '@siar/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogParams } from '../admin-api.ts';
import type { AuditFilter } from '../hooks/use-admin-audit-log.ts';
import { useCustomerAccounts } from '../hooks/use-admin-subscriptions.ts';
import { SEARCH_DEBOUNCE_MS } from './ListSearch.tsx';

type Props = { params: AuditLogParams; onFilter: (filter: AuditFilter, value: string) => void };

/** The audit log's filters: who acted (username), what they did, and in which account. */
export function AuditLogFilters({ params, onFilter }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <ActorFilter value={params.actor} onChange={(value) => onFilter('actor', value)} />
      <Select
        label={t('admin.auditLog.filters.action')}
        placeholder={t('admin.auditLog.filters.anyAction')}
        data={AUDIT_ACTIONS.map((action) => ({
          value: action,
          label: t(`admin.auditLog.actions.${action}`),
        }))}
        value={params.action || null}
        onChange={(value) => onFilter('action', value ?? '')}
        searchable
        clearable
        w={{ base: '100%', sm: 260 }}
      />
      <AccountFilter value={params.accountId} onChange={(value) => onFilter('account', value)} />
    </Group>
  );
}

function ActorFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    if (debounced !== latest.current.value) latest.current.onChange(debounced);
  }, [debounced]);
  return (
    <TextInput
      label={t('admin.auditLog.filters.actor')}
      placeholder={t('admin.auditLog.filters.actorPlaceholder')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={{ base: '100%', sm: 200 }}
    />
  );
}

function AccountFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const term = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const accounts = useCustomerAccounts(debounced, true);
  const found = (accounts.data?.results ?? []).map((row) => ({
    value: row.account_id,
    label: [row.name, row.username].filter(Boolean).join(' · '),
  }));
  // An account from the address (a shared link) is shown by its id until a search names it.
  const current = value ? (chosen?.value === value ? chosen : { value, label: value }) : null;
  const options = current && !found.some((o) => o.value === current.value) ? [current, ...found] : found;
  return (
    <Select
      label={t('admin.auditLog.filters.account')}
      placeholder={t('admin.auditLog.filters.anyAccount')}
      searchable
      clearable
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={accounts.isFetching ? t('common.loading') : t('admin.list.empty')}
      value={value || null}
      onChange={(next) => {
        setChosen(options.find((o) => o.value === next) ?? null);
        onChange(next ?? '');
      }}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
