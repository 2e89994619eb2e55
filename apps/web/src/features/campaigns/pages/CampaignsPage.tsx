import { Button, Group, Loader, Pagination, Select } from '@mantine/core';
import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus, reachablePages } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';
import { ListSearch } from '../../admin/components/ListSearch.tsx';
import { CAMPAIGNS_PAGE_SIZE } from '../campaigns-api.ts';
import { CampaignFormModal } from '../components/CampaignFormModal.tsx';
import { CampaignsTable } from '../components/CampaignsTable.tsx';
import { ListTotal } from '../components/ListTotal.tsx';
import { useCampaignActions } from '../hooks/use-campaign-actions.tsx';
import { useCampaignListParams } from '../hooks/use-campaign-list-params.ts';
import { useCampaigns } from '../hooks/use-campaigns.ts';

/** What the form is open for: a new campaign, or editing one. */
type FormTarget = { kind: 'new' } | { kind: 'edit'; campaign: Campaign } | null;

/** /app/c/campaigns: the account's campaigns, their progress and actions, and the way to templates. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const { params, setPage, setSearch, setStatus } = useCampaignListParams();
  const campaigns = useCampaigns(params);
  const [form, setForm] = useState<FormTarget>(null);
  const { act } = useCampaignActions({ onEdit: (campaign) => setForm({ kind: 'edit', campaign }) });
  const pages = campaigns.data ? reachablePages(campaigns.data, CAMPAIGNS_PAGE_SIZE) : 1;

  // A page past the end (campaigns were deleted, or an old link): go to the last one.
  useEffect(() => {
    if (campaigns.data && !campaigns.isPlaceholderData && params.page > pages) setPage(pages, true);
  }, [campaigns.data, campaigns.isPlaceholderData, params.page, pages, setPage]);

  const statusOptions = CAMPAIGN_STATUSES.map((status) => ({
    value: status,
    label: t(`campaigns.statuses.${status}`),
  }));

  return (
    <PageFrame>
      <Group justify="space-between" align="flex-start" gap="sm">
        <SubPageLink label="routes.cpanel-content-templates.title" to={PATHS.cpanel.contentTemplates} />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ kind: 'new' })}>
          {t('campaigns.create.button')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
          <ListSearch value={params.search} onSearch={setSearch} placeholder={t('campaigns.list.search')} />
          <Select
            aria-label={t('campaigns.list.status')}
            placeholder={t('campaigns.list.allStatuses')}
            data={statusOptions}
            value={params.status}
            onChange={(value) => setStatus((value as CampaignStatus | null) ?? null)}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
        <Group gap="sm">
          {campaigns.isFetching && campaigns.data ? (
            <Loader size="xs" aria-label={t('common.loading')} />
          ) : null}
          <ListTotal list={campaigns.data} />
        </Group>
      </Group>
      <CampaignsTable
        query={campaigns}
        onAction={act}
        filtered={Boolean(params.search || params.status)}
        onCreate={() => setForm({ kind: 'new' })}
      />
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => setPage(page)}
            getItemProps={(page) => ({ 'aria-label': t('campaigns.list.page', { page }) })}
          />
        </Group>
      ) : null}
      <CampaignFormModal
        opened={form !== null}
        campaign={form?.kind === 'edit' ? form.campaign : null}
        onClose={() => setForm(null)}
      />
    </PageFrame>
  );
}
