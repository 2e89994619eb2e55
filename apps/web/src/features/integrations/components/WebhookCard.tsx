import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { saveWebhookSchema, type WebhookSettings } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { schemaErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import {
  useRotateWebhookSecret,
  useSaveWebhook,
  useSendTestWebhook,
  useWebhook,
} from '../hooks/use-integrations.ts';
import { confirmAction, runWithToast } from './confirm-action.tsx';
import { SecretValue } from './SecretValue.tsx';

/** The webhook: its URL (checked here, and by the server for where it points) and signing secret. */
export function WebhookCard() {
  const { t } = useTranslation();
  const webhook = useWebhook();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="webhook-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="webhook-title">
          {t('integrations.webhook.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.webhook.help')}
        </Text>
        {webhook.isError && !webhook.data ? (
          <LoadError onRetry={() => void webhook.refetch()} />
        ) : webhook.data ? (
          <WebhookForm settings={webhook.data} />
        ) : (
          <Skeleton height={80} aria-label={t('integrations.loading')} />
        )}
      </Stack>
    </Paper>
  );
}

function WebhookForm({ settings }: { settings: WebhookSettings }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const save = useSaveWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  const form = useForm({
    initialValues: { url: settings.url },
    validate: ({ url }) => schemaErrors(saveWebhookSchema, { url }),
  });

  const submit = form.onSubmit(async ({ url }) => {
    try {
      const saved = await save.mutateAsync({ url: url.trim() });
      // A host that does not resolve yet is saved with a warning (deliveries check it again).
      if (saved.warning)
        notifications.show({ color: 'yellow', message: t('integrations.webhook.savedUnresolvable') });
      else notifications.show({ color: 'teal', message: t('integrations.webhook.saved') });
    } catch (error) {
      const urlError = error instanceof ApiError ? error.fieldCodes.url?.[0] : undefined;
      if (urlError) form.setFieldError('url', urlError.code);
      else
        notifications.show({
          color: 'red',
          message: apiErrorMessage(t, error, 'integrations.webhook.saveFailed'),
        });
    }
  });

  const askRotate = () =>
    confirmAction(
      t,
      {
        title: 'integrations.webhook.rotateTitle',
        question: 'integrations.webhook.rotateQuestion',
        confirm: 'integrations.webhook.rotateConfirm',
        done: 'integrations.webhook.rotated',
        failed: 'integrations.webhook.saveFailed',
      },
      () => rotate.mutateAsync(),
    );
  const sendTest = () =>
    runWithToast(
      t,
      () => test.mutateAsync(),
      'integrations.webhook.testQueued',
      'integrations.webhook.saveFailed',
    );

  const error = form.errors.url;
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label={t('integrations.webhook.title')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 280px' }}
            label={t('integrations.webhook.url')}
            placeholder="https://example.com/siar-webhook"
            maxLength={2000}
            {...form.getInputProps('url')}
            error={typeof error === 'string' ? translate(error) : undefined}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending}>
            {t('integrations.webhook.save')}
          </Button>
        </Group>
      </form>
      <Group gap="xs" wrap="wrap" miw={0}>
        <Text size="sm" c="dimmed">
          {t('integrations.webhook.secret')}
        </Text>
        <SecretValue label={t('integrations.webhook.secret')} value={settings.secret} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('integrations.webhook.events', { events: settings.events.join(', ') })}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => void sendTest()}
          loading={test.isPending}
          disabled={!settings.url}
        >
          {t('integrations.webhook.test')}
        </Button>
        <Button variant="light" color="red" onClick={askRotate} loading={rotate.isPending}>
          {t('integrations.webhook.rotate')}
        </Button>
      </Group>
    </Stack>
  );
}
