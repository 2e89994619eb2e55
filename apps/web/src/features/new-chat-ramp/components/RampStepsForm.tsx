import '../../../app/issue-codes.ts';
import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_RAMP_SCHEDULE,
  RAMP_MAX_CAP,
  RAMP_MAX_STEPS,
  type RampStep,
  rampScheduleSchema,
} from '@siar/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useSaveNewChatRamp } from '../hooks/use-new-chat-ramp.ts';

type Props = { steps: RampStep[]; onSaved: () => void };

/** A step of the form, with a key of its own for the list. */
type FormStep = RampStep & { key: string };
const withKeys = (steps: readonly RampStep[]): FormStep[] =>
  steps.map((step) => ({ ...step, key: randomId() }));
const withoutKeys = (steps: FormStep[]): RampStep[] => steps.map(({ day, cap }) => ({ day, cap }));

/** Errors of the steps by `steps.<i>.<day|cap>` (or `steps`), from the shared rule or the server. */
function stepErrors(steps: RampStep[]): Record<string, string> {
  const parsed = rampScheduleSchema.safeParse(steps);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [['steps', ...issue.path].join('.'), issue.message]),
  );
}

/** The account's steps: from which day of a number's life, how many new chats a day. */
export function RampStepsForm({ steps, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const save = useSaveNewChatRamp();
  const form = useForm({
    initialValues: { steps: withKeys(steps) },
    validate: (values) => stepErrors(withoutKeys(values.steps)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(withoutKeys(values.steps));
      notifications.show({ color: 'teal', message: t('devices.ramp.saved') });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldCodes) : [];
      if (fields.length > 0) for (const [path, [first]] of fields) form.setFieldError(path, first?.code);
      else notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'devices.ramp.failed') });
    }
  });
  const errorOf = (path: string) => {
    const code = form.errors[path];
    return typeof code === 'string' ? translate(code) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.values.steps.map((step, i) => (
          <Group key={step.key} gap="sm" align="flex-start" wrap="nowrap" data-testid="ramp-step">
            <NumberInput
              label={t('devices.ramp.fromDay')}
              min={0}
              max={365}
              allowDecimal={false}
              disabled={i === 0}
              {...form.getInputProps(`steps.${i}.day`)}
              error={errorOf(`steps.${i}.day`)}
            />
            <NumberInput
              label={t('devices.ramp.cap')}
              min={1}
              max={RAMP_MAX_CAP}
              allowDecimal={false}
              thousandSeparator
              {...form.getInputProps(`steps.${i}.cap`)}
              error={errorOf(`steps.${i}.cap`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('devices.ramp.removeStep')}
              disabled={i === 0}
              onClick={() => form.removeListItem('steps', i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errorOf('steps') ? (
          <Text c="red" size="sm">
            {errorOf('steps')}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={form.values.steps.length >= RAMP_MAX_STEPS}
              onClick={() => {
                const last = form.values.steps.at(-1) ?? { day: 0, cap: 20 };
                form.insertListItem('steps', { day: last.day + 7, cap: last.cap, key: randomId() });
              }}
            >
              {t('devices.ramp.addStep')}
            </Button>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => form.setFieldValue('steps', withKeys(DEFAULT_RAMP_SCHEDULE))}
            >
              {t('devices.ramp.defaults')}
            </Button>
          </Group>
          <Button type="submit" loading={save.isPending}>
            {t('devices.ramp.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
