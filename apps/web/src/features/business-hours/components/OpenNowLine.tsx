import { Badge, Group, Stack, Text } from '@mantine/core';
import type { BusinessHoursAnswer } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { calendarDate, formatsFor } from '../../../app/format.ts';

type Props = { answer: BusinessHoursAnswer; now?: Date };

/** ISO weekday (0 Monday … 6 Sunday) of an instant in a zone. */
function weekdayIn(value: string, timeZone: string): number {
  const [year, month, day] = calendarDate(value, timeZone).split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** "Open now · closes 17:00 WIB" or "Closed · opens Monday 09:00 WIB", and the zone the times are in. */
export function OpenNowLine({ answer, now = new Date() }: Props) {
  const { t, i18n } = useTranslation();
  const formats = formatsFor(i18n.resolvedLanguage, answer.time_zone);
  const zone = t('businessHours.status.zone', { zone: answer.time_zone, abbr: formats.zone(now) });
  if (!answer.configured)
    return (
      <Stack gap={4} data-testid="open-now">
        <Text size="sm">{t('businessHours.status.notSet')}</Text>
        <Text size="xs" c="dimmed">
          {zone}
        </Text>
      </Stack>
    );

  /** "opens 09:00 WIB" today, "opens Monday 09:00 WIB" within the week, else with the date. */
  const when = (value: string, kind: 'opens' | 'closes') => {
    const sameDay = calendarDate(value, answer.time_zone) === calendarDate(now, answer.time_zone);
    const withinWeek = new Date(value).getTime() - now.getTime() < 6 * 86_400_000;
    if (sameDay) return t(`businessHours.status.${kind}`, { time: formats.time(value) });
    if (withinWeek)
      return t(`businessHours.status.${kind}On`, {
        day: t(`businessHours.days.${weekdayIn(value, answer.time_zone)}`),
        time: formats.time(value),
      });
    return t(`businessHours.status.${kind}`, { time: formats.dateTime(value) });
  };
  const next = answer.open_now
    ? answer.next_closing && when(answer.next_closing, 'closes')
    : answer.next_opening
      ? when(answer.next_opening, 'opens')
      : t('businessHours.status.neverOpens');

  return (
    <Stack gap={4} data-testid="open-now">
      <Group gap="xs" wrap="wrap">
        <Badge color={answer.open_now ? 'teal' : 'gray'} variant="light" size="lg">
          {answer.open_now ? t('businessHours.status.openNow') : t('businessHours.status.closed')}
        </Badge>
        {next ? <Text size="sm">{next}</Text> : null}
      </Group>
      <Text size="xs" c="dimmed">
        {zone}
      </Text>
    </Stack>
  );
}
