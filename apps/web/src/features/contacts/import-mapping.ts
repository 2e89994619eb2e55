import '../../app/issue-codes.ts';
import { type ImportPreview, importMappingSchema } from '@siar/shared';

/** The mapping form's values: columns are held as their index in text (what a Select holds). */
export interface MappingValues {
  phone: string | null;
  name: string | null;
  email: string | null;
  group: string | null;
  customFields: { column: string | null; key: string }[];
  groupId: string | null;
}

const column = (value: string | null) => (value === null ? null : Number(value));
const asValue = (index: number | null) => (index === null ? null : String(index));

/** The values as the server takes them. */
export function toMapping(values: MappingValues) {
  return {
    phone: column(values.phone) as number,
    name: column(values.name),
    email: column(values.email),
    group: column(values.group),
    custom_fields: values.customFields.map((f) => ({
      column: column(f.column) as number,
      key: f.key.trim(),
    })),
    group_id: values.groupId,
  };
}

/** The form starts from the columns the server guessed. */
export function initialMapping(preview: ImportPreview): MappingValues {
  return {
    phone: asValue(preview.suggested_mapping.phone),
    name: asValue(preview.suggested_mapping.name),
    email: asValue(preview.suggested_mapping.email),
    group: asValue(preview.suggested_mapping.group),
    customFields: [],
    groupId: null,
  };
}

/** The shared schema's verdict as the form's errors (a custom field's under its key input). */
export function mappingErrors(values: MappingValues): Record<string, string> {
  if (values.phone === null) return { phone: 'contacts.import.phoneRequired' };
  const result = importMappingSchema.safeParse(toMapping(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path.map(String);
    const key = field === 'custom_fields' && index !== undefined ? `customFields.${index}.key` : field;
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}
