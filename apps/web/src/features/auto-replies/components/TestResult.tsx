import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { AutoReplyTestAnswer } from '@siar/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function Opening({ open }: { open: boolean | null }) {
  const { t } = useTranslation();
  const key = open === null ? 'noHours' : open ? 'open' : 'closed';
  return (
    <Text size="sm" c="dimmed" data-testid="console-open" data-open={String(open)}>
      {t(`autoReplies.console.${key}`)}
    </Text>
  );
}

function Held({ held }: { held: AutoReplyTestAnswer['held'] }) {
  const { t } = useTranslation();
  if (held.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('autoReplies.console.held')}
      </Text>
      <List size="sm" spacing={2} data-testid="console-held">
        {held.map((item) => (
          <List.Item key={item.rule_id}>
            {t('autoReplies.console.heldItem', {
              name: item.name,
              reason: t(`autoReplies.console.reason.${item.reason}`),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The console's verdict: the rule that answers and its exact text, or that none does, and why others held back. */
export function TestResult({ answer }: { answer: AutoReplyTestAnswer }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      bg="var(--mantine-color-default-hover)"
      data-testid="console-result"
      aria-live="polite"
    >
      <Stack gap="sm">
        {answer.rule ? (
          <>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('autoReplies.console.fires')}</Text>
              <Text size="sm" fw={700} data-testid="console-rule">
                {answer.rule.name}
              </Text>
              <Badge variant="light">{t(`autoReplies.trigger.${answer.rule.trigger}`)}</Badge>
            </Group>
            <Paper p="sm" radius="md" bg="var(--mantine-color-teal-light)" maw="100%">
              {answer.media ? (
                <Group gap={6} wrap="nowrap" data-testid="console-media">
                  <IconPaperclip size={16} aria-hidden />
                  <Text size="sm">
                    {t('autoReplies.console.attachment', {
                      name: answer.media.file_name ?? t(`autoReplies.console.kind.${answer.media.kind}`),
                    })}
                  </Text>
                </Group>
              ) : null}
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="console-text"
              >
                {answer.text ?? ''}
              </Text>
            </Paper>
            {answer.delay_seconds ? (
              <Text size="sm" c="dimmed">
                {t('autoReplies.console.delay', {
                  min: answer.delay_seconds.min,
                  max: answer.delay_seconds.max,
                })}
              </Text>
            ) : null}
          </>
        ) : (
          <Text fw={600} data-testid="console-nothing">
            {t('autoReplies.console.nothing')}
          </Text>
        )}
        <Opening open={answer.open} />
        <Held held={answer.held} />
      </Stack>
    </Paper>
  );
}
