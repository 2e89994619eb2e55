import { Anchor, Stack, Text } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { campaignRates } from '../campaign-rates.ts';

// What a campaign shows in the list, the same on a phone's card as in the desktop table's row.

/** Its name, a link to its page, over its template's name. */
export function CampaignName({ campaign }: { campaign: Campaign }) {
  return (
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
  );
}

/** When it sends: its start once started, else its chosen time, else not yet. */
export function CampaignWhen({ campaign }: { campaign: Campaign }) {
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
export function CampaignRates({ campaign }: { campaign: Campaign }) {
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

/** The devices it sends with, by name. */
export function CampaignDeviceNames({ campaign }: { campaign: Campaign }) {
  return (
    <Text size="sm" lineClamp={2} maw={180}>
      {campaign.devices.map((device) => device.name).join(', ')}
    </Text>
  );
}
