import { Grid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { PATHS } from '../../../app/paths.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { CampaignDevices } from '../components/CampaignDevices.tsx';
import { CampaignFormModal } from '../components/CampaignFormModal.tsx';
import { CampaignSpread } from '../components/CampaignSpread.tsx';
import { CampaignSummary } from '../components/CampaignSummary.tsx';
import { RecipientsPanel } from '../components/RecipientsPanel.tsx';
import { useCampaign } from '../hooks/use-campaign.ts';
import { useCampaignActions } from '../hooks/use-campaign-actions.tsx';

/**
 * /app/c/campaigns/:campaign_id: one campaign's progress, devices and recipients. Live
 * `campaigns` events ask for it again, so the bar moves as messages go out.
 */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const { campaign_id: campaignId = '' } = useParams();
  const navigate = useNavigate();
  const campaign = useCampaign(campaignId);
  const [editing, setEditing] = useState(false);
  const { act, busy } = useCampaignActions({
    onEdit: () => setEditing(true),
    onDeleted: () => navigate(PATHS.cpanel.campaigns, { replace: true }),
    onDuplicated: (copy) => navigate(PATHS.cpanel.campaign(copy.id)),
  });
  const notFound = campaign.error instanceof ApiError && campaign.error.status === 404;

  return (
    <PageFrame
      breadcrumb={{ label: 'routes.cpanel-campaigns.title', to: PATHS.cpanel.campaigns }}
      current={campaign.data?.name}
    >
      {campaign.data ? (
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <CampaignSummary campaign={campaign.data} onAction={act} busy={busy} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CampaignDevices devices={campaign.data.devices} />
            </Grid.Col>
          </Grid>
          {campaign.data.spread ? <CampaignSpread spread={campaign.data.spread} /> : null}
          <RecipientsPanel campaignId={campaignId} />
          <CampaignFormModal opened={editing} campaign={campaign.data} onClose={() => setEditing(false)} />
        </Stack>
      ) : campaign.isError ? (
        <LoadError
          message={notFound ? t('errors.campaign_not_found') : undefined}
          onRetry={notFound ? undefined : () => void campaign.refetch()}
        />
      ) : (
        <Stack gap="lg" aria-label={t('common.loading')} aria-busy>
          <Skeleton h={220} />
          <Skeleton h={320} />
        </Stack>
      )}
    </PageFrame>
  );
}
