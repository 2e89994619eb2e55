import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { saving: boolean; onSave: () => void; onCancel: () => void };

/** Sticks above the sections while an arranged order is not saved: save it, or put the old one back. */
export function OrderBar({ saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="sm"
      pos="sticky"
      top={0}
      style={{ zIndex: 2 }}
      role="region"
      aria-label={t('docsAdmin.order.unsaved')}
    >
      <Group justify="space-between">
        <Text size="sm">{t('docsAdmin.order.unsavedHint')}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onSave} loading={saving}>
            {t('docsAdmin.order.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
