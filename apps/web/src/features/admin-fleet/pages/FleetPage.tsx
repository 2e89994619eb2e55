import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { FleetCounts } from '../components/FleetCounts.tsx';
import { FleetEvents } from '../components/FleetEvents.tsx';
import { FleetFilters } from '../components/FleetFilters.tsx';
import { GatewayCards } from '../components/GatewayCards.tsx';
import { GatewayIncidents } from '../components/GatewayIncidents.tsx';
import { LowestHealth } from '../components/LowestHealth.tsx';
import { useFleet, useFleetFilters } from '../hooks/use-fleet.ts';

/**
 * /apanel/gateways: the gateways (alive, capacity, devices, memory, event-loop delay) and every
 * customer's numbers by state and health, the lowest scores, the last week's bans, 463s and silent
 * sessions, and the gateways' reconnect storms.
 */
export function FleetPage() {
  const { t } = useTranslation();
  const { filters, setFilter } = useFleetFilters();
  const query = useFleet(filters);
  const fleet = query.data;
  if (query.isError && !fleet)
    return (
      <PageFrame>
        <LoadError onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  return (
    <PageFrame>
      {fleet ? (
        <Stack gap="lg" aria-busy={query.isFetching}>
          <GatewayCards gateways={fleet.gateways} />
          <GatewayIncidents incidents={fleet.incidents} />
          <FleetFilters filters={filters} gateways={fleet.gateways} onFilter={setFilter} />
          <FleetCounts fleet={fleet} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <LowestHealth devices={fleet.lowest} />
            <FleetEvents events={fleet.events} />
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="md" aria-label={t('common.loading')}>
          <Skeleton h={140} />
          <Skeleton h={220} />
        </Stack>
      )}
    </PageFrame>
  );
}
