import { Alert } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { IconCalendarClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

type Props = { spread: NonNullable<Campaign['spread']> };

/**
 * A running campaign larger than its devices' new-chat ramps allow today: how many go today and
 * until when the rest goes ("2,300 of 5,000 today; the rest over the next 3 days (until 2 Dec)").
 */
export function CampaignSpread({ spread }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const values = {
    today: formats.number(spread.today),
    total: formats.number(spread.total),
    days: formats.number(spread.days),
    date: formats.day(spread.last_day),
  };
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCalendarClock size={18} aria-hidden />}
      title={spread.days === 1 ? t('campaigns.spread.oneDay', values) : t('campaigns.spread.days', values)}
      data-testid="campaign-spread"
    >
      {t('campaigns.spread.why')}
    </Alert>
  );
}
