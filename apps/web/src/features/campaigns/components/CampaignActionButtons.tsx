import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import {
  IconCopy,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconRocket,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFor, type CampaignAction } from '../campaign-states.ts';

type Props = {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
  /** Icons in a table row; labelled buttons on the detail page. */
  variant: 'icons' | 'buttons';
  disabled?: boolean;
};

const ICONS: Record<CampaignAction, ReactNode> = {
  start: <IconRocket size={16} />,
  pause: <IconPlayerPause size={16} />,
  resume: <IconPlayerPlay size={16} />,
  edit: <IconPencil size={16} />,
  cancel: <IconPlayerStop size={16} />,
  delete: <IconTrash size={16} />,
  duplicate: <IconCopy size={16} />,
};

const COLORS: Record<CampaignAction, string> = {
  start: 'teal',
  pause: 'orange',
  resume: 'teal',
  edit: 'gray',
  cancel: 'red',
  delete: 'red',
  duplicate: 'gray',
};

/** The actions a campaign's status allows, and only those. */
export function CampaignActionButtons({ campaign, onAction, variant, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={variant === 'icons' ? 4 : 'xs'} wrap={variant === 'icons' ? 'nowrap' : 'wrap'}>
      {actionsFor(campaign.status).map((action) => {
        const label = t(`campaigns.actions.${action}`);
        return variant === 'icons' ? (
          <Tooltip key={action} label={label} withArrow>
            <ActionIcon
              variant="light"
              color={COLORS[action]}
              aria-label={label}
              disabled={disabled}
              onClick={() => onAction(campaign, action)}
            >
              {ICONS[action]}
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            key={action}
            size="xs"
            variant={action === 'start' || action === 'resume' ? 'filled' : 'light'}
            color={COLORS[action]}
            leftSection={ICONS[action]}
            disabled={disabled}
            onClick={() => onAction(campaign, action)}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
