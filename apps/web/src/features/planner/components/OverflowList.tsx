import { Alert, Text } from '@mantine/core';
import type { DayLoad } from '@siar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../date-format.ts';

/** The days of the range on which a device is planned past its daily cap (the load line's warnings). */
export function OverflowList({ load }: { load: DayLoad[] }) {
  const { t, i18n } = useTranslation();
  const over = load.flatMap((day) =>
    day.devices.filter((d) => d.over).map((device) => ({ date: day.date, device })),
  );
  if (over.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('planner.calendar.overTitle')}
      data-testid="overflow-days"
    >
      {over.map(({ date, device }) => (
        <Text key={`${date}-${device.device_id}`} size="sm">
          {t('planner.calendar.overLine', {
            date: formatDay(date, i18n.language),
            name: device.name,
            planned: device.planned,
            cap: device.cap,
          })}
        </Text>
      ))}
    </Alert>
  );
}
