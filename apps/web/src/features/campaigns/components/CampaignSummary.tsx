import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Campaign, OUTBOX_STATES } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import type { CampaignAction } from '../campaign-states.ts';
import { CampaignActionButtons } from './CampaignActionButtons.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';
import { RecipientStateBadge } from './RecipientStateBadge.tsx';

type Props = {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
  busy: boolean;
};

/** The pacing as one line: "20-60 s between messages · typing shown · at most 200 a day · 09:00-17:00". */
function pacingLine(t: (key: string, options?: Record<string, unknown>) => string, campaign: Campaign) {
  return [
    t('campaigns.detail.delay', { min: campaign.min_delay_seconds, max: campaign.max_delay_seconds }),
    campaign.typing ? t('campaigns.detail.typing') : null,
    campaign.daily_cap_per_device ? t('campaigns.detail.cap', { cap: campaign.daily_cap_per_device }) : null,
    campaign.window_start && campaign.window_end
      ? t('campaigns.detail.window', { start: campaign.window_start, end: campaign.window_end })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The campaign's name, status and reason, actions, what it sends to whom, and its live progress. */
export function CampaignSummary({ campaign, onAction, busy }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6}>
            <Title order={2} size="h3" data-testid="campaign-name">
              {campaign.name}
            </Title>
            <CampaignStatusBadge campaign={campaign} size="lg" />
          </Stack>
          <CampaignActionButtons campaign={campaign} onAction={onAction} variant="buttons" disabled={busy} />
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            {t('campaigns.detail.template', {
              name: campaign.template_name ?? t('campaigns.detail.noTemplate'),
            })}
          </Text>
          <Text size="sm">
            {t('campaigns.detail.groups', { names: campaign.groups.map((group) => group.name).join(', ') })}
          </Text>
          <Text size="sm" c="dimmed">
            {pacingLine(t, campaign)}
          </Text>
        </Stack>
        <CampaignProgress campaign={campaign} size="lg" />
        <Group gap="xs" data-testid="campaign-counts">
          {OUTBOX_STATES.map((state) => (
            <RecipientStateBadge key={state} state={state} count={formats.number(campaign.counts[state])} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
