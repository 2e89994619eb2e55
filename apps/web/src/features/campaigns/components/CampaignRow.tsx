import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { campaignRates } from '../campaign-rates.ts';
import type { CampaignAction } from '../campaign-states.ts';
import { CampaignActionButtons } from './CampaignActionButtons.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

type Props = {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
};

/** When it sends: its start once started, else its chosen time, else not yet. */
export function WhenCell({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [label, at] = campaign.started_at
    ? ['campaigns.table.startedAt', campaign.started_at]
    : campaign.scheduled_at
      ? ['campaigns.table.scheduledFor', campaign.scheduled_at]
      : [null, null];
  if (!label || !at)
    return (
      <Text size="sm" c="dimmed">
        {t('campaigns.table.notStarted')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {t(label)}
      </Text>
      <Text size="sm">{formats.dateTime(at)}</Text>
    </Stack>
  );
}

/** Read and reply rates of the messages that went out; a dash while none did. */
function RatesCell({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rates = campaignRates(campaign);
  const percent = (share: number | null) =>
    share === null ? '–' : formats.number(share, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Stack gap={0} data-testid="campaign-rates">
      <Text size="sm">{t('campaigns.table.readRate', { rate: percent(rates.read) })}</Text>
      <Text size="sm">{t('campaigns.table.replyRate', { rate: percent(rates.replied) })}</Text>
    </Stack>
  );
}

export function CampaignRow({ campaign, onAction }: Props) {
  const formats = useFormats();
  return (
    <Table.Tr data-testid="campaign-row" data-campaign-id={campaign.id}>
      <Table.Td>
        <Stack gap={0}>
          <Anchor component={Link} to={PATHS.cpanel.campaign(campaign.id)} fw={600}>
            {campaign.name}
          </Anchor>
          {campaign.template_name ? (
            <Text size="xs" c="dimmed">
              {campaign.template_name}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <CampaignStatusBadge campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <CampaignProgress campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <RatesCell campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} maw={180}>
          {campaign.devices.map((device) => device.name).join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <WhenCell campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formats.date(campaign.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <CampaignActionButtons campaign={campaign} onAction={onAction} variant="icons" />
      </Table.Td>
    </Table.Tr>
  );
}
