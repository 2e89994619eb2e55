import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FleetIncident } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/**
 * The gateways' reconnect storms of the last week, newest first: which gateway, how many devices
 * failed at once, how many running campaigns were paused (they wait for their customers' Resume),
 * and whether it is still going on.
 */
export function GatewayIncidents({ incidents }: { incidents: FleetIncident[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Paper withBorder p="md" data-testid="fleet-incidents">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('fleet.incidents.title')}
        </Title>
        {incidents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fleet.incidents.empty')}
          </Text>
        ) : (
          <>
            {incidents.map((incident) => (
              <Group
                key={incident.id}
                justify="space-between"
                gap="xs"
                data-testid="fleet-incident"
                data-ongoing={incident.ended_at === null}
              >
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {incident.gateway}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('fleet.incidents.figures', {
                      devices: formats.number(incident.devices),
                      campaigns: formats.number(incident.campaigns_paused),
                    })}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Badge color={incident.ended_at === null ? 'orange' : 'gray'} variant="light">
                    {t(`fleet.incidents.${incident.kind}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {incident.ended_at === null
                      ? t('fleet.incidents.ongoing', { at: formats.dateTime(incident.started_at) })
                      : t('fleet.incidents.ended', {
                          from: formats.dateTime(incident.started_at),
                          to: formats.dateTime(incident.ended_at),
                        })}
                  </Text>
                </Stack>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {t('fleet.incidents.hint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
