import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FleetDevice } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { HealthLevelBadge } from '../../device-health/components/HealthLevelBadge.tsx';
import { reasonText } from '../../device-health/health-levels.ts';

/** The lowest health scores across customers, lowest first, with each one's heaviest reason. */
export function LowestHealth({ devices }: { devices: FleetDevice[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="fleet-lowest">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('fleet.lowest.title')}
        </Title>
        {devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fleet.lowest.empty')}
          </Text>
        ) : (
          devices.map((device) => (
            <Group key={device.device_id} justify="space-between" gap="xs" data-testid="fleet-lowest-device">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {device.device_name}
                  {device.phone_number ? ` · ${device.phone_number}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {device.account_name} · {t(`devices.states.${device.state}`)} · {t('fleet.events.gateway')}:{' '}
                  {device.gateway ?? t('fleet.noGateway')}
                </Text>
                {device.reasons[0] ? (
                  <Text size="xs" c="dimmed">
                    {reasonText(t, device.reasons[0])}
                  </Text>
                ) : null}
              </Stack>
              <HealthLevelBadge level={device.level} score={device.score} />
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
