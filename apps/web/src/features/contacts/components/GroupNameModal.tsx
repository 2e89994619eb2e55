import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ContactGroup, groupNameSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { schemaErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useCreateGroup, useRenameGroup } from '../hooks/use-contact-groups.ts';

type Props = {
  /** A new group (`'new'`), one to rename, or closed (null). */
  group: ContactGroup | 'new' | null;
  onClose: () => void;
};

export function GroupNameModal({ group, onClose }: Props) {
  const { t } = useTranslation();
  const renaming = group !== 'new' && group !== null;
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={renaming ? t('contacts.groups.renameTitle') : t('contacts.groups.createTitle')}
      centered
    >
      {group !== null ? <GroupNameForm group={renaming ? group : null} onClose={onClose} /> : null}
    </Modal>
  );
}

function GroupNameForm({ group, onClose }: { group: ContactGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const form = useForm({
    initialValues: { name: group?.name ?? '' },
    validate: ({ name }) => schemaErrors(groupNameSchema, { name }),
  });

  const submit = form.onSubmit(async ({ name }) => {
    try {
      if (group) await rename.mutateAsync({ groupId: group.id, name: name.trim() });
      else await create.mutateAsync(name.trim());
      notifications.show({
        color: 'teal',
        message: t(group ? 'contacts.groups.renamed' : 'contacts.groups.created'),
      });
      onClose();
    } catch (error) {
      const nameError = error instanceof ApiError ? error.fieldCodes.name?.[0] : undefined;
      if (nameError) form.setFieldError('name', nameError.code);
      else
        notifications.show({
          color: 'red',
          message: apiErrorMessage(t, error, 'contacts.groups.saveFailed'),
        });
    }
  });

  const error = form.errors.name;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={group ? t('contacts.groups.renameTitle') : t('contacts.groups.createTitle')}
    >
      <Stack gap="md">
        <TextInput
          label={t('contacts.groups.name')}
          withAsterisk
          maxLength={60}
          data-autofocus
          {...form.getInputProps('name')}
          error={typeof error === 'string' ? translate(error) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || rename.isPending}>
            {t('contacts.groups.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
