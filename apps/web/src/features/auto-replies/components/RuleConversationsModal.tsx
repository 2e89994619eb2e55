import { Anchor, Badge, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AutoReplyRule } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import type { AutoReplyConversations } from '../auto-replies-api.ts';
import { useRuleConversations } from '../hooks/use-auto-replies.ts';

type Answered = AutoReplyConversations['results'][number];

const STATUS_COLORS: Record<string, string> = {
  failed: 'red',
  skipped: 'gray',
  read: 'teal',
  delivered: 'teal',
};

function AnsweredRow({ item }: { item: Answered }) {
  const { t } = useTranslation();
  const formats = useFormats();
  // A contact saved without a name (an action added it to a group) shows as its number.
  const name = item.contact_name?.trim() || null;
  const who = name ?? item.peer_phone;
  return (
    <Paper withBorder p="xs" data-testid="answered-conversation">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          {name ? (
            <Text size="xs" c="dimmed">
              {item.peer_phone}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formats.dateTime(item.fired_at)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={STATUS_COLORS[item.status ?? ''] ?? 'blue'}>
            {t(`autoReplies.conversations.status.${item.status ?? 'removed'}`)}
          </Badge>
          {item.conversation_id ? (
            <Anchor
              component={Link}
              to={`${PATHS.cpanel.chats}?c=${encodeURIComponent(item.conversation_id)}`}
              size="sm"
            >
              {t('autoReplies.conversations.open')}
            </Anchor>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** The latest conversations a rule answered, each with its answer's state and a way to the chat. */
export function RuleConversationsModal({
  rule,
  onClose,
}: {
  rule: AutoReplyRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  const answered = useRuleConversations(rule?.rule_id ?? null);
  return (
    <Modal
      opened={!!rule}
      onClose={onClose}
      title={t('autoReplies.conversations.title', { name: rule?.name ?? '' })}
      size="lg"
      fullScreen={narrow}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('autoReplies.conversations.help')}
        </Text>
        {answered.isError ? (
          <LoadError onRetry={() => void answered.refetch()} />
        ) : !answered.data ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : answered.data.results.length === 0 ? (
          <Text c="dimmed" data-testid="answered-empty">
            {t('autoReplies.conversations.empty')}
          </Text>
        ) : (
          answered.data.results.map((item) => (
            <AnsweredRow key={`${item.conversation_id ?? item.peer_phone}-${item.fired_at}`} item={item} />
          ))
        )}
      </Stack>
    </Modal>
  );
}
