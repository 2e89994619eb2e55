import '@mantine/dates/styles.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DatesLanguage } from '../../../components/DatesLanguage.tsx';
import type { CampaignFormValues } from '../campaign-form.ts';

type Props = {
  when: CampaignFormValues['when'];
  onWhen: (when: CampaignFormValues['when']) => void;
  at: string;
  onAt: (at: string) => void;
  error?: string;
};

/** Send as soon as it is started, or at a chosen date and time (the browser's clock). */
export function ScheduleField({ when, onWhen, at, onAt, error }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="campaign-when-label">
        {t('campaigns.form.when')}
      </Text>
      <SegmentedControl
        aria-labelledby="campaign-when-label"
        value={when}
        onChange={(value) => onWhen(value as CampaignFormValues['when'])}
        data={[
          { value: 'now', label: t('campaigns.form.sendNow') },
          { value: 'later', label: t('campaigns.form.sendLater') },
        ]}
        maw={360}
      />
      {when === 'later' ? (
        <DatesLanguage>
          <DateTimePicker
            label={t('campaigns.form.scheduledAt')}
            description={t('campaigns.form.scheduledAtHint')}
            placeholder={t('campaigns.form.scheduledAtPlaceholder')}
            valueFormat="DD MMM YYYY HH:mm"
            minDate={new Date()}
            clearable
            withAsterisk
            maw={360}
            popoverProps={{ withinPortal: true }}
            value={at || null}
            onChange={(value) => onAt(value ?? '')}
            error={error}
            data-testid="campaign-scheduled-at"
          />
        </DatesLanguage>
      ) : null}
    </Stack>
  );
}
