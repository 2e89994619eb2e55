import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageBolt, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No rules yet: what auto-replies do, and the way to the first one. */
export function RulesEmpty({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" data-testid="rules-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconMessageBolt size={40} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden />
        <Title order={3} size="h4">
          {t('autoReplies.empty.title')}
        </Title>
        <Text c="dimmed" maw={560}>
          {t('autoReplies.empty.text')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
          {t('autoReplies.newRule')}
        </Button>
      </Stack>
    </Paper>
  );
}
