import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { BUSINESS_HOURS_LIMITS, type OpenSpan } from '@siar/shared';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import { nextSpan } from '../week-form.ts';

type Props = {
  spans: OpenSpan[];
  onChange: (spans: OpenSpan[]) => void;
  /** Error codes by the span's path (`0.start`, `1.end`), and `''` for the day as a whole. */
  errors: Record<string, string>;
  /** Names the inputs for a screen reader: "Monday: opens". */
  dayName: string;
};

/** A day's open spans: two time inputs each, one removable while another stays, and "Add hours". */
export function SpansEditor({ spans, onChange, errors, dayName }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const errorAt = (path: string) => (errors[path] ? translate(errors[path]) : undefined);
  const set = (index: number, patch: Partial<OpenSpan>) =>
    onChange(spans.map((span, i) => (i === index ? { ...span, ...patch } : span)));
  return (
    <Stack gap={6}>
      {spans.map((span, index) => (
        // Spans have no id of their own; their place in the day is what the errors name.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap={6} wrap="nowrap" align="flex-start">
          <TimeInput
            aria-label={t('businessHours.week.opensOn', { day: dayName })}
            value={span.start}
            onChange={(event) => set(index, { start: event.currentTarget.value })}
            error={errorAt(`${index}.start`)}
            w={112}
            size="sm"
          />
          <Text c="dimmed" mt={6} aria-hidden>
            –
          </Text>
          <TimeInput
            aria-label={t('businessHours.week.closesOn', { day: dayName })}
            value={span.end}
            onChange={(event) => set(index, { end: event.currentTarget.value })}
            error={errorAt(`${index}.end`)}
            w={112}
            size="sm"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            disabled={spans.length < 2}
            aria-label={t('businessHours.week.removeSpan')}
            onClick={() => onChange(spans.filter((_, i) => i !== index))}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errorAt('') ? (
        <Text size="xs" c="red">
          {errorAt('')}
        </Text>
      ) : null}
      {spans.length < BUSINESS_HOURS_LIMITS.spansPerDay ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...spans, nextSpan(spans)])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('businessHours.week.addSpan')}
        </Button>
      ) : null}
    </Stack>
  );
}
