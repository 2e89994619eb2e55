import { Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AutoReplySettings, autoReplySettingsSchema, AUTO_REPLY_LIMITS as L } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { schemaErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, translateMessage } from '../../../app/messages.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useAutoReplySettings, useSaveSettings } from '../hooks/use-auto-replies.ts';

type Values = { max_per_conversation_hour: number | string; human_pause_minutes: number | string };

const requestOf = (values: Values): AutoReplySettings => ({
  max_per_conversation_hour:
    values.max_per_conversation_hour === '' ? Number.NaN : Number(values.max_per_conversation_hour),
  human_pause_minutes: values.human_pause_minutes === '' ? Number.NaN : Number(values.human_pause_minutes),
});

function GuardsForm({ settings }: { settings: AutoReplySettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const form = useForm<Values>({
    initialValues: settings,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaErrors(autoReplySettingsSchema, requestOf(values))).map(([field, code]) => [
          field,
          translateMessage(t, code),
        ]),
      ),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(requestOf(values));
      form.setValues(saved);
      form.resetDirty(saved);
      notifications.show({ color: 'teal', message: t('autoReplies.guards.saved') });
    } catch (error) {
      const codes = error instanceof ApiError ? error.fieldCodes : {};
      for (const [field, refs] of Object.entries(codes))
        if (refs[0]) form.setFieldError(field, translateMessage(t, refs[0]));
      if (Object.keys(codes).length === 0)
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'autoReplies.guards.failed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={t('autoReplies.guards.cap')}
          description={t('autoReplies.guards.capHint')}
          min={1}
          max={L.maxPerConversationHour}
          allowDecimal={false}
          {...form.getInputProps('max_per_conversation_hour')}
        />
        <NumberInput
          label={t('autoReplies.guards.pause')}
          description={t('autoReplies.guards.pauseHint')}
          min={0}
          max={L.maxHumanPauseMinutes}
          allowDecimal={false}
          {...form.getInputProps('human_pause_minutes')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending} disabled={!form.isDirty()}>
            {t('autoReplies.guards.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The guards every rule answers under: the per-conversation cap and the pause after a person answers. */
export function GuardsCard() {
  const { t } = useTranslation();
  const settings = useAutoReplySettings();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="guards-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guards-title">
          {t('autoReplies.guards.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('autoReplies.guards.help')}
        </Text>
        {settings.isError && !settings.data ? (
          <LoadError onRetry={() => void settings.refetch()} />
        ) : !settings.data ? (
          <Skeleton height={140} />
        ) : (
          <GuardsForm settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
