import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INBOX_SHORTCUTS } from '../inbox-shortcuts.ts';

/** The overlay `?` opens: every key of the inbox and what it does. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chats.shortcuts.title')}>
      <Stack gap="xs" data-testid="shortcuts-help">
        {INBOX_SHORTCUTS.map(({ keys, action }) => (
          <Group key={action} justify="space-between" wrap="nowrap">
            <Text size="sm">{t(`chats.shortcuts.${action}`)}</Text>
            <Group gap={4} wrap="nowrap">
              {keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </Group>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('chats.shortcuts.note')}
        </Text>
      </Stack>
    </Modal>
  );
}
