import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportFigures } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { duration } from '../durations.ts';

type Props = {
  totals: ReportFigures;
};

type CardProps = {
  label: string;
  value: string;
  /** A second line under the figure (the p90 of a time). */
  note?: string;
  testId: string;
};

function FigureCard({ label, value, note, testId }: CardProps) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={24} fw={700} lh={1.2} data-testid={`${testId}-value`}>
          {value}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed" data-testid={`${testId}-note`}>
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The range's totals as cards: counts, and the two times' median with their p90 under them. */
export function ReportTotals({ totals }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const count = (value: number) => formats.number(value);
  const p90 = (value: number | null) =>
    value === null ? undefined : t('reports.figures.p90', { value: duration(t, value) });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <FigureCard label={t('reports.figures.opened')} value={count(totals.opened)} testId="report-opened" />
      <FigureCard
        label={t('reports.figures.resolved')}
        value={count(totals.resolved)}
        testId="report-resolved"
      />
      <FigureCard
        label={t('reports.figures.firstResponse')}
        value={duration(t, totals.first_response_median)}
        note={p90(totals.first_response_p90)}
        testId="report-first-response"
      />
      <FigureCard
        label={t('reports.figures.resolution')}
        value={duration(t, totals.resolution_median)}
        note={p90(totals.resolution_p90)}
        testId="report-resolution"
      />
      <FigureCard
        label={t('reports.figures.sent')}
        value={count(totals.messages_sent)}
        testId="report-sent"
      />
      <FigureCard
        label={t('reports.figures.received')}
        value={count(totals.messages_received)}
        testId="report-received"
      />
      <FigureCard
        label={t('reports.figures.campaignReplies')}
        value={count(totals.campaign_replies)}
        testId="report-campaign-replies"
      />
    </SimpleGrid>
  );
}
