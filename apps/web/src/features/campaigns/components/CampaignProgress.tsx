import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { Campaign, OutboxState } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { RECIPIENT_COLORS } from '../campaign-states.ts';

type Props = {
  campaign: Pick<Campaign, 'counts' | 'total_recipients' | 'progress'>;
  /** The detail page's bar is taller and says the percentage beside it. */
  size?: 'sm' | 'lg';
};

/** The bar's sections, in the order a message moves; queued is the empty rest. */
const SECTIONS: readonly OutboxState[] = ['read', 'delivered', 'sent', 'failed', 'skipped', 'sending'];

/** How far a campaign got: a section per state in its colour, and "7 of 10 done · 70%". */
export function CampaignProgress({ campaign, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const total = campaign.total_recipients;
  const percent = Math.round(campaign.progress);
  const done = total - campaign.counts.queued - campaign.counts.sending;

  return (
    <Stack
      gap={4}
      miw={size === 'sm' ? 160 : undefined}
      data-testid="campaign-progress"
      data-progress={percent}
    >
      <Progress.Root size={size === 'sm' ? 'md' : 'xl'} aria-label={t('campaigns.progress.label')}>
        {SECTIONS.map((state) => {
          const count = campaign.counts[state];
          if (!total || !count) return null;
          return (
            <Tooltip
              key={state}
              label={`${t(`campaigns.recipientStates.${state}`)}: ${formats.number(count)}`}
            >
              <Progress.Section value={(count / total) * 100} color={RECIPIENT_COLORS[state]} />
            </Tooltip>
          );
        })}
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {total ? t('campaigns.progress.done', { done, total }) : t('campaigns.progress.noRecipientsYet')}
        </Text>
        <Text size="xs" fw={600} data-testid="campaign-progress-percent">
          {formats.number(percent)}%
        </Text>
      </Group>
    </Stack>
  );
}
