import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import type { CampaignAction } from '../campaign-states.ts';
import { CampaignActionButtons } from './CampaignActionButtons.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import { WhenCell } from './CampaignRow.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

type Props = {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
};

/** A campaign on a phone: name and status, its progress across the card, when, and its actions. */
export function CampaignCard({ campaign, onAction }: Props) {
  return (
    <Paper withBorder p="sm" role="listitem" data-testid="campaign-row" data-campaign-id={campaign.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={PATHS.cpanel.campaign(campaign.id)} fw={600}>
              {campaign.name}
            </Anchor>
            {campaign.template_name ? (
              <Text size="xs" c="dimmed">
                {campaign.template_name}
              </Text>
            ) : null}
          </Stack>
          <CampaignStatusBadge campaign={campaign} />
        </Group>
        <CampaignProgress campaign={campaign} />
        <Group justify="space-between" align="flex-end" gap="xs">
          <WhenCell campaign={campaign} />
          <CampaignActionButtons campaign={campaign} onAction={onAction} variant="icons" />
        </Group>
      </Stack>
    </Paper>
  );
}
