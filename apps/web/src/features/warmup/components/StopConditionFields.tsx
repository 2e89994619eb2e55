import { Group, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import { ZonedDateTimePicker } from '../../../components/ZonedDateTimePicker.tsx';
import type { WarmupFormValues } from '../settings-form.ts';
import { SettingsNumberField } from './SettingsNumberField.tsx';

type Props = {
  form: UseFormReturnType<WarmupFormValues>;
  /** The saved stop time in the account's time zone, shown under the picker. */
  savedStopAt: string | null;
  disabled: boolean;
};

/** Time based (a date and time) or message based (a count of messages). */
export function StopConditionFields({ form, savedStopAt, disabled }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const stopAtError = form.errors.stop_at;

  return (
    <Stack gap="sm">
      <Radio.Group label={t('warmup.settings.stopCondition')} {...form.getInputProps('stop_condition')}>
        <Group gap="lg" mt={6}>
          <Radio value="1" label={t('warmup.settings.timeBased')} disabled={disabled} />
          <Radio value="2" label={t('warmup.settings.messageBased')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {form.values.stop_condition === '1' ? (
        <ZonedDateTimePicker
          label={t('warmup.settings.stopAt')}
          placeholder={t('warmup.settings.stopAtPlaceholder')}
          futureOnly
          clearable
          withAsterisk
          disabled={disabled}
          maw={360}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={savedStopAt ? t('warmup.settings.stopAtSaved', { when: savedStopAt }) : undefined}
          value={form.values.stop_at}
          onChange={(instant) => form.setFieldValue('stop_at', instant)}
          error={typeof stopAtError === 'string' ? translate(stopAtError) : undefined}
          data-testid="warmup-stop-at"
        />
      ) : (
        <Stack maw={360}>
          <SettingsNumberField
            form={form}
            field="stop_after_total_msgs"
            label="warmup.settings.stopAfter"
            disabled={disabled}
          />
        </Stack>
      )}
    </Stack>
  );
}
