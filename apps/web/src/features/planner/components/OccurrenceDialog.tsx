import { Anchor, Badge, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { CalendarEvent } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { colorOf } from '../calendar-events.ts';
import { formatWhen } from '../date-format.ts';

type Props = {
  event: CalendarEvent | null;
  zone: string;
  /** The series is paused (offers resume rather than pause). */
  seriesPaused: boolean;
  busy: boolean;
  onClose: () => void;
  onSkip: (event: CalendarEvent, restore: boolean) => void;
  onPauseSeries: (seriesId: string, resume: boolean) => void;
  onEditSeries: (seriesId: string) => void;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** One run: when, its state and, once run, its campaign's results; skip it or pause its series. */
export function OccurrenceDialog({
  event,
  zone,
  seriesPaused,
  busy,
  onClose,
  onSkip,
  onPauseSeries,
  onEditSeries,
}: Props) {
  const { t, i18n } = useTranslation();
  const campaign = event?.campaign ?? null;
  const sent = campaign ? campaign.counts.sent + campaign.counts.delivered + campaign.counts.read : 0;
  return (
    <Modal opened={event !== null} onClose={onClose} title={event?.title} centered>
      {event ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={colorOf(event)} variant="light" data-testid="occurrence-state">
              {t(`planner.states.${event.state}`)}
            </Badge>
            {campaign ? (
              <Badge color="gray" variant="outline">
                {t(`campaigns.statuses.${campaign.status}`)}
              </Badge>
            ) : null}
          </Group>
          <Row label={t('planner.event.when')}>{formatWhen(event.start, i18n.language, zone)}</Row>
          {event.occurs_at && event.occurs_at !== event.start ? (
            <Row label={t('planner.event.due')}>{formatWhen(event.occurs_at, i18n.language, zone)}</Row>
          ) : null}
          <Row label={t('planner.event.recipients')}>
            {campaign
              ? campaign.total_recipients
              : t('planner.event.recipientsEstimate', { count: event.recipients })}
          </Row>
          {event.state === 'missed' ? (
            <Text size="sm" c="red.8">
              {t('planner.event.missedHint')}
            </Text>
          ) : null}
          {campaign ? (
            <Stack gap={4}>
              <Progress value={campaign.progress} aria-label={t('planner.event.campaign')} />
              <Text size="xs" c="dimmed">
                {t('planner.event.progress', {
                  sent,
                  total: campaign.total_recipients,
                  failed: campaign.counts.failed,
                })}
              </Text>
              <Anchor component={Link} to={PATHS.cpanel.campaign(campaign.id)} size="sm">
                {t('planner.event.openCampaign')}
              </Anchor>
            </Stack>
          ) : null}
          {event.series_id ? (
            <Group gap="xs" justify="flex-end" mt="sm">
              {event.editable ? (
                <Button
                  variant="light"
                  color="gray"
                  loading={busy}
                  onClick={() => onSkip(event, event.state === 'skipped')}
                >
                  {t(event.state === 'skipped' ? 'planner.event.restore' : 'planner.event.skip')}
                </Button>
              ) : null}
              <Button
                variant="default"
                loading={busy}
                onClick={() => onPauseSeries(event.series_id!, seriesPaused)}
              >
                {t(seriesPaused ? 'planner.event.resumeSeries' : 'planner.event.pauseSeries')}
              </Button>
              <Button variant="default" onClick={() => onEditSeries(event.series_id!)}>
                {t('planner.event.editSeries')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
