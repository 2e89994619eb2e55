import '../../app/issue-codes.ts';
import { type Contact, type CreateContactRequest, createContactSchema } from '@siar/shared';

export interface CustomFieldRow {
  key: string;
  value: string;
}

export interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  customFields: CustomFieldRow[];
  groupIds: string[];
  optedOut: boolean;
}

export function formValuesOf(contact: Contact | null): ContactFormValues {
  return {
    name: contact?.name ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    customFields: Object.entries(contact?.custom_fields ?? {}).map(([key, value]) => ({ key, value })),
    groupIds: contact?.groups.map((g) => g.id) ?? [],
    optedOut: contact?.opted_out ?? false,
  };
}

export function toContactRequest(values: ContactFormValues): CreateContactRequest {
  const rows = values.customFields.filter((row) => row.key.trim() || row.value.trim());
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim() || null,
    custom_fields: Object.fromEntries(rows.map((row) => [row.key.trim(), row.value.trim()])),
    group_ids: values.groupIds,
    opted_out: values.optedOut,
  };
}

/**
 * The shared schema's verdict (the server's own rule), an error code per form field; a custom
 * field's problem lands on its key input (`customFields.2.key`).
 */
export function validateContact(values: ContactFormValues): Record<string, string> {
  const result = createContactSchema.safeParse(toContactRequest(values));
  const errors: Record<string, string> = {};
  const keys = values.customFields.map((row) => row.key.trim()).filter(Boolean);
  values.customFields.forEach((row, index) => {
    const key = row.key.trim();
    if (!key && row.value.trim()) errors[`customFields.${index}.key`] = 'custom_field_key_invalid';
    else if (key && keys.indexOf(key) !== keys.lastIndexOf(key))
      errors[`customFields.${index}.key`] = 'custom_field_key_duplicate';
  });
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [field, key] = issue.path.map(String);
    if (field === 'custom_fields' && key) {
      const index = values.customFields.findIndex((row) => row.key.trim() === key);
      errors[`customFields.${index}.key`] ??= issue.message;
    } else if (field && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
