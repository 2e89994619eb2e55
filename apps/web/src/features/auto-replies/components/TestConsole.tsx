import { Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AutoReplyTestInput } from '@siar/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { ZonedDateTimePicker } from '../../../components/ZonedDateTimePicker.tsx';
import { useTestMessage } from '../hooks/use-auto-replies.ts';
import type { RuleOptions } from '../hooks/use-rule-options.ts';
import { TestResult } from './TestResult.tsx';

type Values = {
  device_id: string | null;
  text: string;
  at: string;
  first_message: boolean;
  opted_out: boolean;
};

function requestOf(values: Values): AutoReplyTestInput {
  return {
    device_id: values.device_id ?? '',
    text: values.text,
    ...(values.at ? { at: values.at } : {}),
    first_message: values.first_message,
    opted_out: values.opted_out,
  };
}

/** Type a message as a contact would, to a device at a time: which rule answers and exactly how. Nothing is sent. */
export function TestConsole({ options }: { options: RuleOptions }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const tryIt = useTestMessage();
  const connected = options.devices.find((d) => options.connectedDeviceIds.has(d.value));
  const form = useForm<Values>({
    initialValues: { device_id: null, text: '', at: '', first_message: false, opted_out: false },
  });
  const deviceId = form.values.device_id ?? connected?.value ?? options.devices[0]?.value ?? null;
  const submit = form.onSubmit((values) => tryIt.mutate(requestOf({ ...values, device_id: deviceId })));
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="console-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="console-title">
            {t('autoReplies.console.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('autoReplies.console.help')}
          </Text>
          <Select
            label={t('autoReplies.console.device')}
            data={options.devices}
            nothingFoundMessage={t('autoReplies.console.noDevices')}
            allowDeselect={false}
            {...form.getInputProps('device_id')}
            value={deviceId}
          />
          <Textarea
            label={t('autoReplies.console.message')}
            placeholder={t('autoReplies.console.messagePlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('text')}
          />
          <ZonedDateTimePicker
            label={t('autoReplies.console.when')}
            description={t('autoReplies.console.whenHint', { zone: formats.zone() })}
            placeholder={t('autoReplies.console.now')}
            clearable
            value={form.values.at}
            onChange={(at) => form.setFieldValue('at', at)}
          />
          <Group gap="lg">
            <Checkbox
              label={t('autoReplies.console.firstMessage')}
              {...form.getInputProps('first_message', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('autoReplies.console.optedOut')}
              {...form.getInputProps('opted_out', { type: 'checkbox' })}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconPlayerPlay size={16} />}
              loading={tryIt.isPending}
              disabled={!deviceId}
            >
              {t('autoReplies.console.try')}
            </Button>
          </Group>
          {tryIt.isError ? (
            <FormNotice tone="error" text={apiErrorMessage(t, tryIt.error, 'autoReplies.console.failed')} />
          ) : null}
          {tryIt.data && !tryIt.isPending ? <TestResult answer={tryIt.data} /> : null}
        </Stack>
      </form>
    </Paper>
  );
}
