import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { type ContactFormValues, formValuesOf, toContactRequest, validateContact } from '../contact-form.ts';
import { useCreateContact, useUpdateContact } from './use-contacts.ts';

const SERVER_FIELDS = ['name', 'phone', 'email', 'group_ids'] as const;

/** The contact dialog's form: its values, their errors (the browser's and the server's), saving. */
export function useContactForm(contact: Contact | null, onClose: () => void) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const create = useCreateContact();
  const update = useUpdateContact();
  const form = useForm<ContactFormValues>({
    initialValues: formValuesOf(contact),
    validate: validateContact,
  });

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

  return { form, submit, errorOf, saving: create.isPending || update.isPending };
}
