import { Alert, List, Text } from '@mantine/core';
import type { Device, DeviceHealth } from '@siar/shared';
import { IconHeartbeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { reasonText } from '../health-levels.ts';

type Props = { devices: Device[] | undefined; byDevice: Map<string, DeviceHealth> };

/**
 * The panel's notice of numbers at risk: every device whose health is not healthy, with its score,
 * since when, and its heaviest reason. Nothing when every number is healthy.
 */
export function HealthNotice({ devices, byDevice }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const worried = (devices ?? []).flatMap((device) => {
    const health = byDevice.get(device.id);
    return health && health.level !== 'healthy' ? [{ device, health }] : [];
  });
  if (worried.length === 0) return null;
  const critical = worried.some(({ health }) => health.level === 'critical');
  return (
    <Alert
      color={critical ? 'red' : 'orange'}
      icon={<IconHeartbeat size={20} />}
      title={t('deviceHealth.notice.title')}
      data-testid="device-health-notice"
    >
      <Text size="sm" mb="xs">
        {t('deviceHealth.notice.body')}
      </Text>
      <List size="sm" spacing={4}>
        {worried.map(({ device, health }) => (
          <List.Item key={device.id}>
            {t('deviceHealth.notice.item', {
              name: device.name,
              level: t(`deviceHealth.levels.${health.level}`),
              score: health.score,
            })}
            {health.level_changed_at
              ? ` ${t('deviceHealth.notice.since', { date: formats.dateTime(health.level_changed_at) })}`
              : ''}
            {health.reasons[0] ? `: ${reasonText(t, health.reasons[0])}` : ''}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
