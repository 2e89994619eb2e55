import { Button, Group, Modal, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { type Contact, isMaskedPhone } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { useContactForm } from '../hooks/use-contact-form.ts';
import { useContactGroups } from '../hooks/use-contact-groups.ts';
import { ContactCustomFields } from './ContactCustomFields.tsx';
import { ContactLabelsField } from './ContactLabelsField.tsx';

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

function ContactForm({ contact, onClose }: { contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const groups = useContactGroups();
  const { form, submit, errorOf, saving } = useContactForm(contact, onClose);
  const hiddenNumber = contact !== null && isMaskedPhone(contact.phone);

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
        <ContactLabelsField contact={contact} />
        <ContactCustomFields form={form} errorOf={errorOf} />
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
          <Button type="submit" loading={saving}>
            {t('contacts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
