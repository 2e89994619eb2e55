import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FleetGateway } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

const MB = 1024 * 1024;

/**
 * One gateway: alive or not (and in a reconnect storm), its devices against its capacity, what it
 * last reported, and the silent sessions it reconnected this week.
 */
function GatewayCard({ gateway }: { gateway: FleetGateway }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const used = gateway.capacity > 0 ? (gateway.devices / gateway.capacity) * 100 : 0;
  const megabytes = (bytes: number | null) =>
    bytes === null ? t('fleet.gateways.notReported') : `${formats.number(Math.round(bytes / MB))} MB`;
  const figures = [
    [t('fleet.gateways.memory'), megabytes(gateway.rss_bytes)],
    [t('fleet.gateways.heap'), megabytes(gateway.heap_used_bytes)],
    [
      t('fleet.gateways.eventLoop'),
      gateway.event_loop_p99_ms === null
        ? t('fleet.gateways.notReported')
        : `${formats.number(gateway.event_loop_p99_ms, { maximumFractionDigits: 1 })} ms`,
    ],
    [t('fleet.gateways.silentReconnects'), formats.number(gateway.silent_reconnects)],
    [t('fleet.gateways.heartbeat'), formats.dateTime(gateway.heartbeat_at)],
  ];
  return (
    <Paper
      withBorder
      p="md"
      data-testid="fleet-gateway"
      data-alive={gateway.alive}
      data-storm={gateway.storm}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {gateway.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {gateway.address}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {gateway.storm ? (
              <Badge color="orange" variant="filled">
                {t('fleet.gateways.storm')}
              </Badge>
            ) : null}
            <Badge color={gateway.alive ? 'teal' : 'red'} variant="light">
              {gateway.alive ? t('fleet.gateways.alive') : t('fleet.gateways.down')}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {t('fleet.gateways.devices', {
            devices: formats.number(gateway.devices),
            capacity: formats.number(gateway.capacity),
          })}
        </Text>
        <Progress value={used} color={used >= 90 ? 'red' : used >= 70 ? 'orange' : 'teal'} size="sm" />
        {figures.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="xs" ta="right">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The gateways of the last day, alive or not. */
export function GatewayCards({ gateways }: { gateways: FleetGateway[] }) {
  const { t } = useTranslation();
  if (gateways.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('fleet.gateways.empty')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {gateways.map((gateway) => (
        <GatewayCard key={gateway.name} gateway={gateway} />
      ))}
    </SimpleGrid>
  );
}
