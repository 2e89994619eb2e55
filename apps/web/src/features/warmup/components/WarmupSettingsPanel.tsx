import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsHints, type WarmupFormValues } from '../settings-form.ts';
import { SettingsNumberField } from './SettingsNumberField.tsx';
import { StopConditionFields } from './StopConditionFields.tsx';

type Props = {
  form: UseFormReturnType<WarmupFormValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** A run is going (status 2): nothing may change until it ends. */
  locked: boolean;
  savedStopAt: string | null;
};

/** The spec's settings: intervals, breaks (in minutes), and the stop condition. */
export function WarmupSettingsPanel({ form, onSubmit, saving, locked, savedStopAt }: Props) {
  const { t } = useTranslation();
  const hints = settingsHints(form.values);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="warmup-settings-title">
      <form onSubmit={onSubmit} noValidate aria-label={t('warmup.settings.title')}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="warmup-settings-title">
              {t('warmup.settings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('warmup.settings.intro')}
            </Text>
          </Stack>
          {locked ? (
            <Alert color="yellow" variant="light" icon={<IconLock size={20} />} data-testid="warmup-locked">
              {t('errors.warmup_running')}
            </Alert>
          ) : null}
          {/* Three columns like the breaks below, so the short number inputs line up. */}
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
            <SettingsNumberField
              form={form}
              field="interval_starts_at"
              label="warmup.settings.intervalStart"
              hint={hints.interval_starts_at}
              disabled={locked}
            />
            <SettingsNumberField
              form={form}
              field="interval_ends_at"
              label="warmup.settings.intervalEnd"
              disabled={locked}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <SettingsNumberField
              form={form}
              field="break_after_total_msgs"
              label="warmup.settings.breakAfter"
              hint={hints.break_after_total_msgs}
              disabled={locked}
            />
            <SettingsNumberField
              form={form}
              field="min_break_minutes"
              label="warmup.settings.minBreak"
              hint={hints.min_break_minutes}
              disabled={locked}
            />
            <SettingsNumberField
              form={form}
              field="max_break_minutes"
              label="warmup.settings.maxBreak"
              disabled={locked}
            />
          </SimpleGrid>
          <StopConditionFields form={form} savedStopAt={savedStopAt} disabled={locked} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={locked}>
              {t('warmup.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
