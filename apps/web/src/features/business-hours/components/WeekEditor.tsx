import { Button, Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type BusinessHoursAnswer, isLanguage, type OpenSpan } from '@siar/shared';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useSaveBusinessHours } from '../hooks/use-business-hours.ts';
import {
  copyToWeekdays,
  type DayErrors,
  dayOrder,
  serverDayErrors,
  validateWeek,
  type WeekValues,
  weeklyOf,
  weekValuesOf,
} from '../week-form.ts';
import { SpansEditor } from './SpansEditor.tsx';

type Props = { answer: BusinessHoursAnswer };

/** The seven days in the language's week order, each open or closed with its spans, and Save. */
export function WeekEditor({ answer }: Props) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const save = useSaveBusinessHours();
  const [values, setValues] = useState<WeekValues>(() => weekValuesOf(answer.weekly));
  const [errors, setErrors] = useState<DayErrors>({});

  const change = (next: WeekValues) => {
    setValues(next);
    // Errors shown follow the values as they are fixed, not before a first save.
    if (Object.keys(errors).length > 0) setErrors(validateWeek(next));
  };
  const setDay = (index: number, patch: Partial<{ open: boolean; spans: OpenSpan[] }>) =>
    change({ days: values.days.map((day, i) => (i === index ? { ...day, ...patch } : day)) });
  const copy = (index: number) => {
    change(copyToWeekdays(values, index));
    notifications.show({
      message: t('businessHours.week.copied', { day: t(`businessHours.days.${index}`) }),
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateWeek(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(weeklyOf(values));
      notifications.show({ color: 'teal', message: t('businessHours.week.saved') });
    } catch (error) {
      const fromServer = error instanceof ApiError ? serverDayErrors(error.fieldCodes) : undefined;
      if (fromServer) setErrors(fromServer);
      else
        notifications.show({
          color: 'red',
          message: apiErrorMessage(t, error, 'businessHours.week.saveFailed'),
        });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('businessHours.week.title')}>
      <Stack gap="sm">
        {dayOrder(language).map((index, position) => {
          const day = values.days[index];
          if (!day) return null;
          const name = t(`businessHours.days.${index}`);
          return (
            <Stack key={index} gap={6} data-testid={`day-${index}`}>
              {position > 0 ? <Divider /> : null}
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Switch
                  label={<Text fw={600}>{name}</Text>}
                  aria-label={t('businessHours.week.openOn', { day: name })}
                  checked={day.open}
                  onChange={(event) => setDay(index, { open: event.currentTarget.checked })}
                />
                {day.open ? (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    leftSection={<IconCopy size={14} />}
                    aria-label={`${t('businessHours.week.copyToWeekdays')}: ${name}`}
                    onClick={() => copy(index)}
                  >
                    {t('businessHours.week.copyToWeekdays')}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('businessHours.week.closedDay')}
                  </Text>
                )}
              </Group>
              {day.open ? (
                <SpansEditor
                  spans={day.spans}
                  onChange={(spans) => setDay(index, { spans })}
                  errors={errors[index] ?? {}}
                  dayName={name}
                />
              ) : null}
            </Stack>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('businessHours.week.midnightHint')}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('businessHours.week.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
