import { ActionIcon, Button, Group, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { useMentions, useReadMentions } from '../hooks/use-mentions.ts';

/** The top bar's notices: the notes that named the caller, unread ones counted; one opens its conversation. */
export function MentionsBell() {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const mentions = useMentions();
  const read = useReadMentions();
  const [opened, setOpened] = useState(false);
  const unread = mentions.data?.unread ?? 0;
  const label = t('chats.mentions.open', { count: unread });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} withinPortal>
      <Popover.Target>
        <Indicator label={formats.number(unread)} size={16} disabled={unread === 0} color="red">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            title={label}
            onClick={() => setOpened((o) => !o)}
          >
            <IconAt size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="mentions">
        <Group justify="space-between" mb={4}>
          <Text fw={600} size="sm">
            {t('chats.mentions.title')}
          </Text>
          {unread > 0 ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => read.mutate({})}
              loading={read.isPending}
            >
              {t('chats.mentions.markAll')}
            </Button>
          ) : null}
        </Group>
        {mentions.data?.results.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('chats.mentions.empty')}
          </Text>
        ) : null}
        <Stack gap={2} mah={360} style={{ overflowY: 'auto' }}>
          {(mentions.data?.results ?? []).map((mention) => (
            <UnstyledButton
              key={mention.mention_id}
              p={6}
              style={{
                borderRadius: 6,
                background: mention.read ? undefined : 'var(--mantine-color-yellow-light)',
              }}
              onClick={() => {
                setOpened(false);
                navigate(`${PATHS.cpanel.chats}?c=${mention.conversation_id}`);
              }}
            >
              <Text size="xs" fw={600} truncate>
                {t('chats.mentions.item', {
                  author: mention.author?.name ?? t('chats.mentions.someone'),
                  conversation: mention.conversation_title,
                })}
              </Text>
              <Text size="sm" lineClamp={2}>
                {mention.text}
              </Text>
              <Text size="xs" c="dimmed">
                {formats.dateTime(mention.created_at)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
