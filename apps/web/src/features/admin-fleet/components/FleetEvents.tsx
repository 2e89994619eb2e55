import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FleetEvent } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

const KIND_COLORS = { banned: 'red', refusals_463: 'orange', silent_session: 'grape' } as const;

/** The last week's bans, 463 refusals and silent sessions across customers, newest first. */
export function FleetEvents({ events }: { events: FleetEvent[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Paper withBorder p="md" data-testid="fleet-events">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('fleet.events.title')}
        </Title>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('fleet.events.empty')}
          </Text>
        ) : (
          events.map((event) => (
            <Group
              key={`${event.kind}:${event.device_id}:${event.at}`}
              justify="space-between"
              gap="xs"
              data-testid="fleet-event"
              data-kind={event.kind}
            >
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {event.device_name}
                  {event.phone_number ? ` · ${event.phone_number}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {event.account_name} · {t('fleet.events.gateway')}: {event.gateway ?? t('fleet.noGateway')}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Badge color={KIND_COLORS[event.kind]} variant="light">
                  {event.kind === 'banned'
                    ? t('fleet.events.banned')
                    : t(`fleet.events.${event.kind}`, { count: event.count })}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formats.dateTime(event.at)}
                </Text>
              </Stack>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
