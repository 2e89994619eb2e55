import '@mantine/dates/styles.css';
import { Fieldset, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { CAMPAIGN_LIMITS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { CampaignFormField, CampaignFormValues } from '../campaign-form.ts';

type Props = {
  form: UseFormReturnType<CampaignFormValues>;
  errorOf: (field: CampaignFormField) => string | undefined;
};

/**
 * How fast each device sends: a random pause between two bounds, typing shown first, a daily cap
 * and a daily window. Slow, human-looking sending is what keeps numbers from being banned.
 */
export function PacingFields({ form, errorOf }: Props) {
  const { t } = useTranslation();
  const seconds = t('campaigns.form.secondsSuffix');
  return (
    <Fieldset legend={t('campaigns.form.pacing')} variant="filled">
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          {t('campaigns.form.pacingHint')}
        </Text>
        <Group grow align="flex-start" gap="sm">
          <NumberInput
            label={t('campaigns.form.minDelay')}
            suffix={` ${seconds}`}
            min={0}
            max={CAMPAIGN_LIMITS.maxDelaySeconds}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('min_delay_seconds')}
            error={errorOf('min_delay_seconds')}
          />
          <NumberInput
            label={t('campaigns.form.maxDelay')}
            suffix={` ${seconds}`}
            min={0}
            max={CAMPAIGN_LIMITS.maxDelaySeconds}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('max_delay_seconds')}
            error={errorOf('max_delay_seconds')}
          />
        </Group>
        <Switch
          label={t('campaigns.form.typing')}
          description={t('campaigns.form.typingHint')}
          {...form.getInputProps('typing', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('campaigns.form.dailyCap')}
          description={t('campaigns.form.dailyCapHint')}
          placeholder={t('campaigns.form.noCap')}
          min={1}
          max={CAMPAIGN_LIMITS.maxDailyCap}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          maw={260}
          {...form.getInputProps('daily_cap_per_device')}
          error={errorOf('daily_cap_per_device')}
        />
        <Stack gap={4}>
          <Group grow align="flex-start" gap="sm">
            <TimeInput
              label={t('campaigns.form.windowStart')}
              {...form.getInputProps('window_start')}
              error={errorOf('window_start')}
            />
            <TimeInput
              label={t('campaigns.form.windowEnd')}
              {...form.getInputProps('window_end')}
              error={errorOf('window_end')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('campaigns.form.windowHint')}
          </Text>
        </Stack>
      </Stack>
    </Fieldset>
  );
}
