import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, TimeZoneContext } from '../../../app/format.ts';
import { ZonedDateTimePicker } from '../../../components/ZonedDateTimePicker.tsx';
import type { CampaignFormValues } from '../campaign-form.ts';

type Props = {
  when: CampaignFormValues['when'];
  onWhen: (when: CampaignFormValues['when']) => void;
  /** The chosen instant (ISO 8601), or ''. */
  at: string;
  onAt: (at: string) => void;
  error?: string;
};

/** Send as soon as it is started, or at a chosen date and time on the account's clock. */
export function ScheduleField({ when, onWhen, at, onAt, error }: Props) {
  const { t } = useTranslation();
  const zone = useContext(TimeZoneContext) ?? DEFAULT_TIME_ZONE;
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
        <ZonedDateTimePicker
          label={t('campaigns.form.scheduledAt')}
          description={t('campaigns.form.scheduledAtHint', { zone })}
          placeholder={t('campaigns.form.scheduledAtPlaceholder')}
          futureOnly
          clearable
          withAsterisk
          maw={360}
          value={at}
          onChange={onAt}
          error={error}
          data-testid="campaign-scheduled-at"
        />
      ) : null}
    </Stack>
  );
}
