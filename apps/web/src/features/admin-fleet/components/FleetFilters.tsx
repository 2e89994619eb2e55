import { Select, SimpleGrid } from '@mantine/core';
import {
  DEVICE_HEALTH_LEVELS,
  DEVICE_STATES,
  ENGINE_IDS,
  FLEET_EVENT_KINDS,
  type FleetGateway,
  type FleetQuery,
} from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { FleetFilter } from '../hooks/use-fleet.ts';

type Props = {
  filters: FleetQuery;
  gateways: FleetGateway[];
  onFilter: (filter: FleetFilter, value: string) => void;
};

const FILTER_LABELS = {
  banned: 'fleet.events.banned',
  refusals_463: 'fleet.events.refusals463Kind',
  silent_session: 'fleet.events.silentSessionKind',
} as const;

/** Which devices and events the view counts: by gateway, state, health, engine, kind of event. */
export function FleetFilters({ filters, gateways, onFilter }: Props) {
  const { t } = useTranslation();
  const choices: { filter: FleetFilter; data: { value: string; label: string }[] }[] = [
    { filter: 'gateway', data: gateways.map((g) => ({ value: g.name, label: g.name })) },
    { filter: 'state', data: DEVICE_STATES.map((s) => ({ value: s, label: t(`devices.states.${s}`) })) },
    {
      filter: 'level',
      data: DEVICE_HEALTH_LEVELS.map((l) => ({ value: l, label: t(`deviceHealth.levels.${l}`) })),
    },
    { filter: 'engine', data: ENGINE_IDS.map((e) => ({ value: e, label: t(`devices.engines.${e}.label`) })) },
    {
      filter: 'event',
      data: FLEET_EVENT_KINDS.map((k) => ({
        value: k,
        label: t(FILTER_LABELS[k]),
      })),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="fleet-filters">
      {choices.map(({ filter, data }) => (
        <Select
          key={filter}
          label={t(`fleet.filters.${filter}`)}
          placeholder={t('fleet.filters.any')}
          data={data}
          value={filters[filter] ?? null}
          onChange={(value) => onFilter(filter, value ?? '')}
          clearable
        />
      ))}
    </SimpleGrid>
  );
}
