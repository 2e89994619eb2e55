import { ActionIcon, Button, Group, Modal, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Contact, isMaskedPhone } from '@siar/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { type ContactFormValues, formValuesOf, toContactRequest, validateContact } from '../contact-form.ts';
import { useContactGroups } from '../hooks/use-contact-groups.ts';
import { useCreateContact, useUpdateContact } from '../hooks/use-contacts.ts';

type Props = {
  /** Open for a new contact (`'new'`) or to edit one; closed when null. */
  contact: Contact | 'new' | null;
  onClose: () => void;
};

export function ContactFormModal({ contact, onClose }: Props) {
  const { t } = useTranslation();
  const editing = contact !== 'new' && contact !== null;
  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      title={editing ? t('contacts.form.editTitle') : t('contacts.form.addTitle')}
      centered
      size="lg"
    >
      {contact !== null ? (
        <ContactForm
          key={editing ? contact.id : 'new'}
          contact={editing ? contact : null}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

const SERVER_FIELDS = ['name', 'phone', 'email', 'group_ids'] as const;

function ContactForm({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const translate = useTranslateMessage();
  const groups = useContactGroups();
  const create = useCreateContact();
  const update = useUpdateContact();
  const form = useForm<ContactFormValues>({
    initialValues: formValuesOf(contact),
    validate: validateContact,
  });
  const hiddenNumber = contact !== null && isMaskedPhone(contact.phone);

  const submit = form.onSubmit(async (values) => {
    const request = toContactRequest(values);
    try {
      if (contact) {
        await update.mutateAsync({ contactId: contact.id, patch: request });
        notifications.show({ color: 'teal', message: t('contacts.form.updated') });
      } else {
        await create.mutateAsync(request);
        notifications.show({ color: 'teal', message: t('contacts.form.created') });
      }
      onClose();
    } catch (error) {
      const codes = error instanceof ApiError ? error.fieldCodes : {};
      const named = SERVER_FIELDS.filter((field) => codes[field]?.[0]);
      for (const field of named) {
        form.setFieldError(field === 'group_ids' ? 'groupIds' : field, translate(codes[field]![0]!));
      }
      if (named.length === 0) {
        // The spec's text when an edit fails; a refused addition says the server's reason.
        const fallback = contact ? 'contacts.form.updateFailed' : 'contacts.form.createFailed';
        notifications.show({
          color: 'red',
          message: contact ? t(fallback) : apiErrorMessage(t, error, fallback),
        });
      }
    }
  });

  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={contact ? t('contacts.form.editTitle') : t('contacts.form.addTitle')}
    >
      <Stack gap="md">
        <TextInput
          label={t('contacts.fields.name')}
          withAsterisk
          maxLength={100}
          data-autofocus
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <TextInput
          label={t('contacts.fields.phone')}
          // A number hidden from team members is shown masked and kept as it is on save.
          description={hiddenNumber ? t('contacts.form.phoneHidden') : t('contacts.form.phoneHint')}
          withAsterisk
          inputMode="tel"
          readOnly={hiddenNumber}
          {...form.getInputProps('phone')}
          error={errorOf('phone')}
        />
        <TextInput
          label={t('contacts.fields.email')}
          type="email"
          {...form.getInputProps('email')}
          error={errorOf('email')}
        />
        <MultiSelect
          label={t('contacts.fields.groups')}
          data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
          searchable
          clearable
          nothingFoundMessage={t('contacts.form.noGroups')}
          {...form.getInputProps('groupIds')}
          error={errorOf('groupIds')}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('contacts.fields.customFields')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('contacts.form.customFieldsHint', { example: '{{company}}' })}
          </Text>
          {form.values.customFields.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('contacts.form.fieldKey')}
                placeholder="company"
                style={{ flex: 1 }}
                {...form.getInputProps(`customFields.${index}.key`)}
                error={errorOf(`customFields.${index}.key`)}
              />
              <TextInput
                aria-label={t('contacts.form.fieldValue')}
                placeholder={t('contacts.form.fieldValue')}
                style={{ flex: 1 }}
                {...form.getInputProps(`customFields.${index}.value`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('contacts.form.removeField')}
                onClick={() => form.removeListItem('customFields', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('customFields', { key: '', value: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('contacts.form.addField')}
          </Button>
        </Stack>
        <Switch
          label={t('contacts.fields.optedOut')}
          description={
            contact?.opted_out_at
              ? t('contacts.form.optedOutSince', {
                  date: formats.date(contact.opted_out_at),
                })
              : t('contacts.form.optedOutHint')
          }
          {...form.getInputProps('optedOut', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('contacts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
