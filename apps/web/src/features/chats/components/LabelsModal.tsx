import {
  ActionIcon,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type LabelInput, type LabelRef, PALETTE_COLORS, type PaletteColor } from '@siar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useLabelMutations, useLabels } from '../hooks/use-labels.ts';

type Props = { opened: boolean; onClose: () => void };

/** The account's labels: named and coloured here, put on conversations and contacts elsewhere. */
export function LabelsModal({ opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chats.labels.manage')}>
      {opened ? <LabelsEditor /> : null}
    </Modal>
  );
}

function LabelsEditor() {
  const { t } = useTranslation();
  const labels = useLabels();
  const { remove } = useLabelMutations();
  const [editing, setEditing] = useState<LabelRef | null>(null);
  const confirmDelete = (label: LabelRef) =>
    modals.openConfirmModal({
      title: t('chats.labels.delete'),
      children: <Text size="sm">{t('chats.labels.deleteConfirm', { name: label.name })}</Text>,
      labels: { confirm: t('chats.labels.delete'), cancel: t('chats.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(label.label_id),
    });
  return (
    <Stack>
      <Stack gap={6} data-testid="labels-list">
        {labels.data?.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('chats.labels.empty')}
          </Text>
        ) : null}
        {(labels.data ?? []).map((label) => (
          <Group key={label.label_id} justify="space-between" wrap="nowrap">
            <Badge variant="light" color={label.color} tt="none" maw={260}>
              {label.name}
            </Badge>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`${t('chats.labels.rename')}: ${label.name}`}
                onClick={() => setEditing(label)}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('chats.labels.delete')}: ${label.name}`}
                onClick={() => confirmDelete(label)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <LabelForm key={editing?.label_id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </Stack>
  );
}

/** A new label, or the one being edited: a name and a colour of the palette. */
function LabelForm({ editing, onDone }: { editing: LabelRef | null; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { save } = useLabelMutations();
  const form = useForm<LabelInput>({
    initialValues: { name: editing?.name ?? '', color: editing?.color ?? 'blue' },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: editing?.label_id ?? null, input: values },
      {
        onSuccess: () => {
          form.reset();
          onDone();
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error, ['name', 'color'], translate))
            notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.labels.failed') });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={editing ? t('chats.labels.rename') : t('chats.labels.new')}
          placeholder="VIP"
          maxLength={40}
          style={{ flex: '1 1 160px' }}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('chats.labels.color')}
          w={140}
          allowDeselect={false}
          data={PALETTE_COLORS.map((color) => ({ value: color, label: t(`chats.colors.${color}`) }))}
          leftSection={<ColorSwatch size={14} color={`var(--mantine-color-${form.values.color}-filled)`} />}
          renderOption={({ option }) => (
            <Group gap={6} wrap="nowrap">
              <ColorSwatch size={14} color={`var(--mantine-color-${option.value as PaletteColor}-filled)`} />
              {option.label}
            </Group>
          )}
          {...form.getInputProps('color')}
        />
        <Button type="submit" loading={save.isPending}>
          {editing ? t('chats.labels.save') : t('chats.labels.create')}
        </Button>
      </Group>
    </form>
  );
}
