import { Badge, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { isErrorCode, type WebhookDeliveryState } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useDeliveries } from '../hooks/use-integrations.ts';

const COLORS: Record<WebhookDeliveryState, string> = { pending: 'yellow', delivered: 'teal', failed: 'red' };

/** The latest webhook deliveries: event, status, the receiver's answer, attempts, time. */
export function DeliveriesTable() {
  const { t } = useTranslation();
  const formats = useFormats();
  const deliveries = useDeliveries();
  const rows = deliveries.data?.results ?? [];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="deliveries-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="deliveries-title">
          {t('integrations.deliveries.title')}
        </Title>
        {deliveries.isError && !deliveries.data ? (
          <LoadError onRetry={() => void deliveries.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={t('integrations.deliveries.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.deliveries.event')}</Table.Th>
                  <Table.Th>{t('integrations.deliveries.status')}</Table.Th>
                  <Table.Th>{t('integrations.deliveries.responseCode')}</Table.Th>
                  <Table.Th>{t('integrations.deliveries.attempts')}</Table.Th>
                  <Table.Th>{t('integrations.deliveries.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.isPending ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Center py="md">
                        <Loader size="sm" aria-label={t('integrations.loading')} />
                      </Center>
                    </Table.Td>
                  </Table.Tr>
                ) : rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" ta="center" py="md" size="sm">
                        {t('integrations.deliveries.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((delivery) => (
                    <Table.Tr key={delivery.id} data-testid="delivery-row">
                      <Table.Td>
                        <Text ff="monospace" size="sm">
                          {delivery.event}
                        </Text>
                      </Table.Td>
                      <Table.Td miw={150}>
                        <Badge color={COLORS[delivery.status]} variant="light">
                          {t(`integrations.deliveries.states.${delivery.status}`)}
                        </Badge>
                        {delivery.error && delivery.status !== 'delivered' ? (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {/* Siar's own refusals come as codes, the receiver's trouble in its words. */}
                            {isErrorCode(delivery.error) ? t(`errors.${delivery.error}`) : delivery.error}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{delivery.response_code ?? '—'}</Table.Td>
                      <Table.Td>{formats.number(delivery.attempts)}</Table.Td>
                      <Table.Td>{formats.dateTime(delivery.last_attempt_at ?? delivery.created_at)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
