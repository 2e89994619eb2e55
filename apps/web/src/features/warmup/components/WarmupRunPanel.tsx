import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WARMUP_STATUS, type WarmupAnswer } from '@siar/shared';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { NextMessage } from './NextMessage.tsx';
import { RunStatusBadge } from './RunStatusBadge.tsx';

type Props = {
  status: number;
  run: WarmupAnswer['run'];
  chosenCount: number;
  /** Why Start cannot go now (an i18n key), or null. */
  startBlocked: string | null;
  onStart: () => void;
  onStop: () => void;
  starting: boolean;
  stopping: boolean;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Where the run stands (status, messages sent, the next message) and Start or Stop. */
export function WarmupRunPanel(props: Props) {
  const { status, run, chosenCount, startBlocked, onStart, onStop, starting, stopping } = props;
  const { t } = useTranslation();
  const formats = useFormats();
  const running = status === WARMUP_STATUS.running;
  const when = (value: string) => formats.dateTime(value);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="warmup-run-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} fz="lg" id="warmup-run-title">
                {t('warmup.run.title')}
              </Title>
              <RunStatusBadge status={status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t(`warmup.run.about.${status}`)}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" ml="auto">
            {running ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={16} />}
                loading={stopping}
                onClick={onStop}
              >
                {t('warmup.run.stop')}
              </Button>
            ) : (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                loading={starting}
                disabled={!!startBlocked}
                onClick={onStart}
              >
                {t('warmup.run.start')}
              </Button>
            )}
            {running ? null : (
              <Text size="xs" c="dimmed" ta="right" data-testid="warmup-chosen">
                {t('warmup.run.chosen', { count: chosenCount })}
              </Text>
            )}
          </Stack>
        </Group>
        {!running && startBlocked ? (
          <Text size="sm" c="orange.8" data-testid="warmup-start-blocked">
            {t(startBlocked)}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('warmup.run.messagesSent')}>
            <Text size="lg" fw={600} data-testid="warmup-messages-sent">
              {formats.number(run.messages_sent)}
            </Text>
          </Fact>
          {running && run.next_message_at ? (
            <Fact label={t('warmup.run.nextMessage')}>
              <NextMessage at={run.next_message_at} />
            </Fact>
          ) : null}
          {run.started_at ? (
            <Fact label={t('warmup.run.startedAt')}>
              <Text size="sm">{when(run.started_at)}</Text>
            </Fact>
          ) : null}
          {run.ended_at && !running ? (
            <Fact label={t('warmup.run.endedAt')}>
              <Text size="sm">{when(run.ended_at)}</Text>
            </Fact>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
