import { Anchor, Badge, Spoiler, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminContactMessageRow } from '@siar/shared';
import { IconMailCheck, IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { formatDateTime } from '../../billing/format.ts';
import classes from '../components/AdminList.module.css';
import { AdminList } from '../components/AdminList.tsx';
import { RowAction } from '../components/RowAction.tsx';
import {
  useAdminContactMessages,
  useMarkContactMessageHandled,
} from '../hooks/use-admin-contact-messages.ts';
import { useListParams } from '../hooks/use-list-params.ts';

/** /apanel/support/contact-messages: what visitors sent through the contact form, to answer and mark handled. */
export function ContactMessagesPage() {
  const { t, i18n } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminContactMessages(params);
  const mark = useMarkContactMessageHandled();
  const language = i18n.resolvedLanguage;

  async function setHandled(row: AdminContactMessageRow, handled: boolean) {
    try {
      await mark.mutateAsync({ id: row.message_id, handled });
      notifications.show({
        color: 'teal',
        message: t(handled ? 'admin.contactMessages.markedHandled' : 'admin.contactMessages.markedOpen', {
          name: row.name,
        }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: apiErrorMessage(t, error, 'admin.contactMessages.markFailed'),
      });
    }
  }

  return (
    <PageFrame>
      <AdminList
        label={t('admin.contactMessages.tableLabel')}
        query={query}
        params={params}
        onPage={setPage}
        onSearch={setSearch}
        searchPlaceholder={t('admin.contactMessages.searchPlaceholder')}
        columns={5}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.columns.sender')}</Table.Th>
            <Table.Th miw={320}>{t('admin.columns.message')}</Table.Th>
            <Table.Th>{t('admin.columns.received')}</Table.Th>
            <Table.Th>{t('admin.columns.handled')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(row) => (
          <Table.Tr key={row.message_id} className={classes.row} data-testid="contact-message-row">
            <Table.Td>
              <Text size="sm" fw={600}>
                {row.name}
              </Text>
              <Anchor size="xs" href={`mailto:${row.email}`}>
                {row.email}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Spoiler
                maxHeight={66}
                showLabel={t('admin.contactMessages.showMore')}
                hideLabel={t('admin.contactMessages.showLess')}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {row.message}
                </Text>
              </Spoiler>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(row.received_at, language)}</Text>
              <Text size="xs" c="dimmed">
                {t(`admin.languages.${row.language}`, { defaultValue: row.language })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Badge
                  color={row.handled ? 'green' : 'orange'}
                  variant="light"
                  data-testid="contact-message-state"
                >
                  {row.handled ? t('admin.contactMessages.handled') : t('admin.contactMessages.open')}
                </Badge>
                {row.handled && row.handled_at ? (
                  <Text size="xs" c="dimmed">
                    {t('admin.contactMessages.handledBy', {
                      name: row.handled_by ?? '—',
                      date: formatDateTime(row.handled_at, language),
                    })}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={6} align="flex-end" className={classes.actions}>
                {row.handled ? (
                  <RowAction
                    label={t('admin.contactMessages.markOpen')}
                    onClick={() => void setHandled(row, false)}
                  >
                    <IconMailOpened size={16} />
                  </RowAction>
                ) : (
                  <RowAction
                    label={t('admin.contactMessages.markHandled')}
                    color="green"
                    onClick={() => void setHandled(row, true)}
                  >
                    <IconMailCheck size={16} />
                  </RowAction>
                )}
              </Stack>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </PageFrame>
  );
}
