import { Group, Paper, Stack } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import type { CampaignAction } from '../campaign-states.ts';
import { CampaignActionButtons } from './CampaignActionButtons.tsx';
import { CampaignDeviceNames, CampaignName, CampaignRates, CampaignWhen } from './CampaignCells.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

type Props = {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
};

/**
 * A campaign on a phone: what the desktop row shows, stacked. Name and status, its progress across
 * the card, its read and reply rates beside its devices, then when and its actions.
 */
export function CampaignCard({ campaign, onAction }: Props) {
  return (
    <Paper withBorder p="sm" role="listitem" data-testid="campaign-row" data-campaign-id={campaign.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <CampaignName campaign={campaign} />
          <CampaignStatusBadge campaign={campaign} />
        </Group>
        <CampaignProgress campaign={campaign} />
        <Group justify="space-between" align="flex-start" gap="xs">
          <CampaignRates campaign={campaign} />
          <CampaignDeviceNames campaign={campaign} />
        </Group>
        <Group justify="space-between" align="flex-end" gap="xs">
          <CampaignWhen campaign={campaign} />
          <CampaignActionButtons campaign={campaign} onAction={onAction} variant="icons" />
        </Group>
      </Stack>
    </Paper>
  );
}
