import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BusinessHoursException } from '@siar/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../../../app/format.ts';
import { IconButton } from '../../../components/IconButton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useExceptions } from '../hooks/use-business-hours.ts';
import { useAskDeleteException } from '../hooks/use-delete-exception.tsx';
import { spansForForm } from '../week-form.ts';
import { ExceptionModal } from './ExceptionModal.tsx';

type Described = { name: string; date: string };
type RowProps = {
  exception: BusinessHoursException;
  described: Described;
  onEdit: () => void;
  onDelete: () => void;
};

function ExceptionRow({ exception, described, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation();
  const hours =
    exception.spans.length === 0
      ? t('businessHours.exceptions.closedAllDay')
      : spansForForm(exception.spans)
          .map((span) => `${span.start}–${span.end}`)
          .join(', ');
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py="xs"
      data-testid="exception"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm">
          {described.date} · {described.name}
        </Text>
        <Text size="sm" c="dimmed">
          {hours}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <IconButton label={t('businessHours.exceptions.edit', { name: described.name })} onClick={onEdit}>
          <IconPencil size={16} />
        </IconButton>
        <IconButton
          color="red"
          label={t('businessHours.exceptions.delete', { name: described.name })}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </IconButton>
      </Group>
    </Group>
  );
}

/** Holidays and special days: each date's name and hours, with add, edit and delete. */
export function ExceptionsCard() {
  const { t, i18n } = useTranslation();
  const list = useExceptions();
  const [editing, setEditing] = useState<BusinessHoursException | 'new' | null>(null);
  // A holiday is a calendar date, not an instant: written as the language writes days, in no zone.
  const formats = formatsFor(i18n.resolvedLanguage, 'UTC');
  const describe = (exception: BusinessHoursException): Described => ({
    name: exception.name || t('businessHours.exceptions.unnamed'),
    date: formats.date(`${exception.date}T00:00:00Z`),
  });
  const askDelete = useAskDeleteException(describe);
  const rows = list.data?.results ?? [];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="exceptions-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="exceptions-title">
            {t('businessHours.exceptions.title')}
          </Title>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            {t('businessHours.exceptions.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('businessHours.exceptions.help')}
        </Text>
        {list.isError && !list.data ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Skeleton height={60} aria-label={t('businessHours.loading')} />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="exceptions-empty">
            {t('businessHours.exceptions.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((exception) => (
              <ExceptionRow
                key={exception.exception_id}
                exception={exception}
                described={describe(exception)}
                onEdit={() => setEditing(exception)}
                onDelete={() => askDelete(exception)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {editing ? (
        <ExceptionModal exception={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Paper>
  );
}
