import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Fleet } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { LEVEL_COLORS } from '../../device-health/health-levels.ts';
import { STATE_COLORS } from '../../devices/device-states.ts';

type Row = { key: string; label: string; color: string; count: number };

function CountList({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  const formats = useFormats();
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" data-key={row.key}>
            <Badge color={row.color} variant="light" styles={{ label: { overflow: 'visible' } }}>
              {row.label}
            </Badge>
            <Text fw={600}>{formats.number(row.count)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Every customer's devices (as filtered) by connection state and by health level. */
export function FleetCounts({ fleet }: { fleet: Fleet }) {
  const { t } = useTranslation();
  const states = fleet.by_state.map(({ state, count }) => ({
    key: state,
    label: t(`devices.states.${state}`),
    color: STATE_COLORS[state],
    count,
  }));
  const levels = fleet.by_level.map(({ level, count }) => ({
    key: level,
    label: level === 'none' ? t('fleet.levels.none') : t(`deviceHealth.levels.${level}`),
    color: level === 'none' ? 'gray' : LEVEL_COLORS[level],
    count,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <CountList title={t('fleet.states.title')} rows={states} testId="fleet-by-state" />
      <CountList title={t('fleet.levels.title')} rows={levels} testId="fleet-by-level" />
    </SimpleGrid>
  );
}
