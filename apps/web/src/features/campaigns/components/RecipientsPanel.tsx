import { Group, Pagination, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { OUTBOX_STATES, type OutboxState, reachablePages } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../app/use-phone-layout.ts';
import { CardList } from '../../../components/CardList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import { ListSearch } from '../../admin/components/ListSearch.tsx';
import { RECIPIENTS_PAGE_SIZE, type RecipientListParams } from '../campaigns-api.ts';
import { useRecipients } from '../hooks/use-campaign.ts';
import { ListTotal } from './ListTotal.tsx';
import { RecipientCard } from './RecipientCard.tsx';
import { RecipientRow } from './RecipientRow.tsx';

const COLUMNS = 7;

/** Every recipient with its state and reason, filtered by state, searched by name or number. */
export function RecipientsPanel({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<RecipientListParams>({ page: 1, search: '', state: null });
  const recipients = useRecipients(campaignId, params);
  const pages = recipients.data ? reachablePages(recipients.data, RECIPIENTS_PAGE_SIZE) : 1;
  const phone = usePhoneLayout();
  const empty = (
    <Text ta="center" c="dimmed" py="lg">
      {t('campaigns.recipients.empty')}
    </Text>
  );

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('campaigns.recipients.title')}
        </Title>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
            <ListSearch
              value={params.search}
              onSearch={(search) => setParams((current) => ({ ...current, search, page: 1 }))}
              placeholder={t('campaigns.recipients.search')}
            />
            <Select
              aria-label={t('campaigns.recipients.state')}
              placeholder={t('campaigns.recipients.allStates')}
              data={OUTBOX_STATES.map((state) => ({
                value: state,
                label: t(`campaigns.recipientStates.${state}`),
              }))}
              value={params.state}
              onChange={(state) =>
                setParams((current) => ({
                  ...current,
                  state: (state as OutboxState | null) ?? null,
                  page: 1,
                }))
              }
              clearable
              w={{ base: '100%', sm: 200 }}
            />
          </Group>
          <ListTotal list={recipients.data} />
        </Group>
        {recipients.isError && !recipients.data ? (
          <LoadError onRetry={() => void recipients.refetch()} />
        ) : phone ? (
          // On a phone the state would sit behind horizontal scrolling: each recipient is a card.
          <CardList
            label={t('campaigns.recipients.title')}
            pending={recipients.isPending}
            rows={recipients.data?.results}
            empty={empty}
            renderCard={(recipient) => <RecipientCard key={recipient.id} recipient={recipient} />}
          />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table
              verticalSpacing="xs"
              aria-label={t('campaigns.recipients.title')}
              aria-busy={recipients.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('campaigns.recipients.name')}</Table.Th>
                  <Table.Th>{t('campaigns.recipients.phone')}</Table.Th>
                  <Table.Th>{t('campaigns.recipients.state')}</Table.Th>
                  <Table.Th>{t('campaigns.recipients.device')}</Table.Th>
                  <Table.Th>{t('campaigns.recipients.sentAt')}</Table.Th>
                  <Table.Th>{t('campaigns.recipients.deliveredAt')}</Table.Th>
                  <Table.Th>{t('campaigns.recipients.readAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <TableRows
                  pending={recipients.isPending}
                  rows={recipients.data?.results}
                  columns={COLUMNS}
                  empty={empty}
                  renderRow={(recipient) => <RecipientRow key={recipient.id} recipient={recipient} />}
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={Math.min(params.page, pages)}
              onChange={(page) => setParams((current) => ({ ...current, page }))}
              getItemProps={(page) => ({ 'aria-label': t('campaigns.list.page', { page }) })}
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
