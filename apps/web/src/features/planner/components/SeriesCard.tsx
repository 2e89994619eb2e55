import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Series } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { STATE_COLORS } from '../calendar-events.ts';
import { formatWhen } from '../date-format.ts';
import type { SeriesControl } from '../planner-api.ts';
import { ruleSummary } from '../rule-summary.ts';

const STATUS_COLORS = { active: 'teal', paused: 'gray', ended: 'dark' } as const;

type Props = {
  series: Series;
  busy: boolean;
  onEdit: (series: Series) => void;
  onControl: (series: Series, control: SeriesControl) => void;
  onDelete: (series: Series) => void;
};

/** One recurring broadcast: its rule, next runs, what became of its runs (with results) and actions. */
export function SeriesCard({ series, busy, onEdit, onControl, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatWhen(iso, i18n.language, series.time_zone);
  return (
    <Card withBorder padding="md" data-testid="series-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{series.name}</Text>
            <Text size="sm" c="dimmed">
              {ruleSummary(t, series, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('planner.list.recipientsEstimate', { count: series.recipients_estimate })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[series.status]} variant="light">
            {t(`planner.seriesStatuses.${series.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={500}>
            {t('planner.list.next')}:{' '}
          </Text>
          {series.next_runs.length > 0 ? series.next_runs.map(when).join(' · ') : t('planner.list.noNext')}
        </Text>
        {series.runs.length > 0 ? (
          <Table.ScrollContainer minWidth={360}>
            <Table fz="sm" verticalSpacing={4} aria-label={t('planner.list.runs')}>
              <Table.Tbody>
                {series.runs.map((run) => (
                  <Table.Tr key={run.occurs_at}>
                    <Table.Td>{when(run.run_at)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={STATE_COLORS[run.state]}>
                        {t(`planner.states.${run.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {run.campaign ? (
                        <Anchor component={Link} to={PATHS.cpanel.campaign(run.campaign.id)} size="sm">
                          {t(`campaigns.statuses.${run.campaign.status}`)} ·{' '}
                          {run.campaign.counts.sent +
                            run.campaign.counts.delivered +
                            run.campaign.counts.read}
                          /{run.campaign.total_recipients}
                        </Anchor>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="xs" c="dimmed">
            {t('planner.list.noRuns')}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          {series.status !== 'ended' ? (
            <>
              <Button size="xs" variant="default" onClick={() => onEdit(series)}>
                {t('planner.list.edit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy}
                onClick={() => onControl(series, series.status === 'paused' ? 'resume' : 'pause')}
              >
                {t(series.status === 'paused' ? 'planner.list.resume' : 'planner.list.pause')}
              </Button>
              <Button size="xs" variant="default" loading={busy} onClick={() => onControl(series, 'end')}>
                {t('planner.list.end')}
              </Button>
            </>
          ) : null}
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(series)}>
            {t('planner.list.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
