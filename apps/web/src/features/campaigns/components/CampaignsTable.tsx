import { Button, EmptyState, Paper, Table } from '@mantine/core';
import type { Campaign, PagedList } from '@siar/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../app/use-phone-layout.ts';
import { CardList } from '../../../components/CardList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import type { CampaignAction } from '../campaign-states.ts';
import { CampaignCard } from './CampaignCard.tsx';
import { CampaignRow } from './CampaignRow.tsx';

type Props = {
  query: UseQueryResult<PagedList<Campaign>>;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
  /** Whether a search or filter narrows the list (an empty answer then says so). */
  filtered: boolean;
  onCreate: () => void;
};

const COLUMNS = 8;

/** The campaigns: loading, the failure with a way to retry, empty (first time or filtered), the rows. */
export function CampaignsTable({ query, onAction, filtered, onCreate }: Props) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;

  const empty = (
    <EmptyState
      py="xl"
      icon={<IconSpeakerphone size={28} />}
      withIndicatorBackground
      title={t(filtered ? 'campaigns.table.noMatch' : 'campaigns.table.empty')}
      description={t(filtered ? 'campaigns.table.noMatchHint' : 'campaigns.table.emptyHint')}
      data-testid="campaigns-empty"
    >
      {filtered ? null : (
        <Button variant="light" onClick={onCreate}>
          {t('campaigns.create.button')}
        </Button>
      )}
    </EmptyState>
  );
  // On a phone the progress would sit behind horizontal scrolling: each campaign is a card instead.
  if (phone)
    return (
      <CardList
        label={t('campaigns.table.label')}
        pending={query.isPending}
        rows={query.data?.results}
        empty={<Paper withBorder>{empty}</Paper>}
        renderCard={(campaign) => <CampaignCard key={campaign.id} campaign={campaign} onAction={onAction} />}
      />
    );

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={1100}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('campaigns.table.label')}
          aria-busy={query.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('campaigns.table.name')}</Table.Th>
              <Table.Th>{t('campaigns.table.status')}</Table.Th>
              <Table.Th>{t('campaigns.table.progress')}</Table.Th>
              <Table.Th>{t('campaigns.table.engagement')}</Table.Th>
              <Table.Th>{t('campaigns.table.devices')}</Table.Th>
              <Table.Th>{t('campaigns.table.when')}</Table.Th>
              <Table.Th>{t('campaigns.table.created')}</Table.Th>
              <Table.Th>{t('campaigns.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableRows
              pending={query.isPending}
              rows={query.data?.results}
              columns={COLUMNS}
              empty={empty}
              renderRow={(campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} onAction={onAction} />
              )}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
