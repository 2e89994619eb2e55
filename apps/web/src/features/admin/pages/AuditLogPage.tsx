import { Badge, Code, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { AuditLogRow } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { auditChanges } from '../audit-details.ts';
import { AdminList } from '../components/AdminList.tsx';
import { AuditLogFilters } from '../components/AuditLogFilters.tsx';
import { useAdminAuditLog, useAuditLogParams } from '../hooks/use-admin-audit-log.ts';

/** The time in the reader's own zone, with the zone named (staff work from several). */
function formatWithZone(iso: string, language: string | undefined) {
  // dateStyle/timeStyle cannot be combined with timeZoneName: the parts are named one by one.
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** /apanel/audit-log: what staff and customers did, newest first; search, filters and pages. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const { params, setPage, setSearch, setFilter } = useAuditLogParams();
  const query = useAdminAuditLog(params);

  return (
    <PageFrame>
      <AuditLogFilters params={params} onFilter={setFilter} />
      <AdminList
        label={t('admin.auditLog.tableLabel')}
        query={query}
        params={params}
        onPage={setPage}
        onSearch={setSearch}
        searchPlaceholder={t('admin.auditLog.searchPlaceholder')}
        columns={6}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.auditLog.columns.time')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.actor')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.action')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.account')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.target')}</Table.Th>
            <Table.Th miw={280}>{t('admin.auditLog.columns.details')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(row) => <AuditRow key={row.id} row={row} language={i18n.resolvedLanguage} />}
      />
    </PageFrame>
  );
}

function AuditRow({ row, language }: { row: AuditLogRow; language: string | undefined }) {
  const { t } = useTranslation();
  const changes = auditChanges(row.before, row.after);
  return (
    <Table.Tr data-testid="audit-row">
      <Table.Td>
        <Text size="sm">{formatWithZone(row.created_at, language)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.actor_username}
        </Text>
        <Badge size="xs" variant="light" color={row.actor_is_staff ? 'grape' : 'blue'}>
          {row.actor_is_staff ? t('admin.auditLog.staff') : t('admin.auditLog.customer')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="audit-action">
          {t(`admin.auditLog.actions.${row.action}`, { defaultValue: row.action })}
        </Text>
        <Code fz="xs">{row.action}</Code>
      </Table.Td>
      <Table.Td>
        {row.account_id ? (
          <Stack gap={2}>
            <Text size="sm">{row.account_name ?? t('admin.auditLog.accountGone')}</Text>
            <Tooltip label={row.account_id} withArrow openDelay={300}>
              <Code fz="xs" w="fit-content">
                {row.account_id.slice(0, 8)}
              </Code>
            </Tooltip>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.target_type}</Text>
        <Code fz="xs">{row.target_id}</Code>
      </Table.Td>
      <Table.Td>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.auditLog.noDetails')}
          </Text>
        ) : (
          <Stack gap={2}>
            {changes.slice(0, 6).map((change) => (
              <Text key={change.field} size="xs" style={{ wordBreak: 'break-word' }}>
                <b>{change.field}</b>: {change.before ?? '—'} → {change.after ?? '—'}
              </Text>
            ))}
            {changes.length > 6 ? (
              <Text size="xs" c="dimmed">
                {t('admin.auditLog.moreChanges', { count: changes.length - 6 })}
              </Text>
            ) : null}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
