import { Badge, Stack, Text } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';
import { STATUS_COLORS } from '../campaign-states.ts';

type Props = {
  campaign: Pick<Campaign, 'status' | 'status_reason'>;
  size?: 'sm' | 'lg';
};

/** A campaign's status in its colour, with why the product paused or ended it under it. */
export function CampaignStatusBadge({ campaign, size = 'sm' }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        size={size}
        variant="light"
        color={STATUS_COLORS[campaign.status]}
        data-testid="campaign-status"
        data-status={campaign.status}
        styles={WHOLE_LABEL}
      >
        {t(`campaigns.statuses.${campaign.status}`)}
      </Badge>
      {campaign.status_reason ? (
        <Text size="xs" c="orange.8" maw={260} data-testid="campaign-status-reason">
          {t(`campaigns.statusReasons.${campaign.status_reason}`)}
        </Text>
      ) : null}
    </Stack>
  );
}
