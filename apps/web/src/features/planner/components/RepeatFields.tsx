import '@mantine/dates/styles.css';
import { Chip, Fieldset, Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { isLanguage, PLANNER_LIMITS, REPEAT_KINDS, WEEKDAYS, type Weekday } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { weekStartIndex } from '../../../app/week-start.ts';
import type { SeriesFormField, SeriesFormValues } from '../series-form.ts';

type Props = {
  form: UseFormReturnType<SeriesFormValues>;
  errorOf: (field: SeriesFormField) => string | undefined;
  zone: string;
};

/** Weekdays in the language's week order (Monday or Sunday first). */
function weekOrder(start: number): Weekday[] {
  return start === 0 ? ['SU', ...WEEKDAYS.slice(0, 6)] : [...WEEKDAYS];
}

/** How often and on which days. */
function RuleFields({ form, errorOf }: Omit<Props, 'zone'>) {
  const { t, i18n } = useTranslation();
  const { repeat } = form.values;
  const days = weekOrder(weekStartIndex(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'));
  const monthDays = [
    ...Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
    { value: '-1', label: t('planner.form.lastDay') },
  ];
  return (
    <>
      <Select
        label={t('planner.form.repeat')}
        data={REPEAT_KINDS.map((kind) => ({ value: kind, label: t(`planner.form.repeats.${kind}`) }))}
        allowDeselect={false}
        {...form.getInputProps('repeat')}
        error={errorOf('repeat')}
      />
      {repeat !== 'weekdays' ? (
        <NumberInput
          label={t('planner.form.interval')}
          suffix={` ${t(`planner.form.intervalUnit.${repeat}`)}`}
          min={1}
          max={PLANNER_LIMITS.maxInterval}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          {...form.getInputProps('interval')}
          error={errorOf('interval')}
        />
      ) : null}
      {repeat === 'weekly' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('planner.form.days')}
          </Text>
          <Chip.Group
            multiple
            value={form.values.days}
            onChange={(value) => form.setFieldValue('days', value as Weekday[])}
          >
            <Group gap={6}>
              {days.map((day) => (
                <Chip key={day} value={day} size="sm">
                  {t(`planner.weekdays.${day}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errorOf('days') ? (
            <Text size="xs" c="red">
              {errorOf('days')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {repeat === 'monthly_day' ? (
        <Select
          label={t('planner.form.monthDay')}
          data={monthDays}
          allowDeselect={false}
          maw={220}
          {...form.getInputProps('month_day')}
          error={errorOf('month_day')}
        />
      ) : null}
      {repeat === 'monthly_weekday' ? (
        <Group grow gap="sm" align="flex-start">
          <Select
            label={t('planner.form.week')}
            data={['1', '2', '3', '4', '-1'].map((week) => ({
              value: week,
              label: t(`planner.weeks.${week}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('week')}
            error={errorOf('week')}
          />
          <Select
            label={t('planner.form.weekday')}
            data={days.map((day) => ({ value: day, label: t(`planner.weekdaysLong.${day}`) }))}
            allowDeselect={false}
            {...form.getInputProps('weekday')}
            error={errorOf('weekday')}
          />
        </Group>
      ) : null}
    </>
  );
}

/** When: the time of day and first day, and how the series ends. */
function WhenFields({ form, errorOf, zone }: Props) {
  const { t } = useTranslation();
  const { ends } = form.values;
  return (
    <>
      <Group grow gap="sm" align="flex-start">
        <TimeInput
          label={t('planner.form.time')}
          {...form.getInputProps('time_of_day')}
          error={errorOf('time_of_day')}
        />
        <TextInput
          type="date"
          label={t('planner.form.startDate')}
          {...form.getInputProps('start_date')}
          error={errorOf('start_date')}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('planner.form.zone', { zone })}
      </Text>
      <Radio.Group label={t('planner.form.ends')} {...form.getInputProps('ends')}>
        <Group gap="md" mt={4}>
          <Radio value="never" label={t('planner.form.endsNever')} />
          <Radio value="on_date" label={t('planner.form.endsOnDate')} />
          <Radio value="after_count" label={t('planner.form.endsAfterCount')} />
        </Group>
      </Radio.Group>
      {ends === 'on_date' ? (
        <TextInput
          type="date"
          label={t('planner.form.untilDate')}
          maw={220}
          {...form.getInputProps('until_date')}
          error={errorOf('until_date')}
        />
      ) : null}
      {ends === 'after_count' ? (
        <NumberInput
          label={t('planner.form.count')}
          min={1}
          max={PLANNER_LIMITS.maxCount}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          {...form.getInputProps('count')}
          error={errorOf('count')}
        />
      ) : null}
    </>
  );
}

/** The repeat rule as a friendly form: how often, on which days, at what time, from when, until when. */
export function RepeatFields(props: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('planner.form.repeat')} variant="filled">
      <Stack gap="md">
        <RuleFields form={props.form} errorOf={props.errorOf} />
        <WhenFields {...props} />
      </Stack>
    </Fieldset>
  );
}
