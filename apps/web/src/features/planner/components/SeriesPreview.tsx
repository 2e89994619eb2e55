import { Alert, Stack, Text } from '@mantine/core';
import type { PreviewSeriesRequest } from '@siar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatWhen } from '../date-format.ts';
import { useSeriesPreview } from '../hooks/use-series-preview.ts';

type Props = { request: PreviewSeriesRequest | null; zone: string };

/** The series' next runs and, before saving, a warning when its plan passes a device's daily cap. */
export function SeriesPreview({ request, zone }: Props) {
  const { t, i18n } = useTranslation();
  const preview = useSeriesPreview(request);
  const data = preview.data;
  if (!data) return null;
  return (
    <Stack gap="xs" data-testid="series-preview">
      <Text size="sm" fw={500}>
        {t('planner.form.preview')}
      </Text>
      <Text size="sm" c="dimmed">
        {data.next_runs.map((run) => formatWhen(run, i18n.language, zone)).join(' · ')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('planner.form.previewEstimate', { count: data.recipients_estimate })}
      </Text>
      {data.overflows.length > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="overflow-warning">
          <Text size="sm">{t('planner.form.overflow', { count: data.overflows.length })}</Text>
          {data.overflows.slice(0, 5).map(({ date, device }) => (
            <Text key={`${date}-${device.device_id}`} size="xs">
              {t('planner.form.overflowLine', {
                date: formatDay(date, i18n.language),
                name: device.name,
                planned: device.planned,
                cap: device.cap,
              })}
            </Text>
          ))}
        </Alert>
      ) : null}
    </Stack>
  );
}
