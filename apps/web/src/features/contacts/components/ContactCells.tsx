import { Badge, Checkbox, type CheckboxProps, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';

// What a contact shows in the list, the same on a phone's card as in the desktop table's row.

type SelectProps = {
  contact: Contact;
  selected: boolean;
  onSelect: (ids: string[], selected: boolean) => void;
} & Pick<CheckboxProps, 'mt'>;

/** Its checkbox, for the bulk actions. */
export function ContactSelect({ contact, selected, onSelect, ...props }: SelectProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      {...props}
      aria-label={t('contacts.table.select', { name: contact.name })}
      checked={selected}
      onChange={(event) => onSelect([contact.id], event.currentTarget.checked)}
    />
  );
}

/** Its e-mail address, when it has one, small under its name. */
export function ContactEmail({ contact }: { contact: Contact }) {
  if (!contact.email) return null;
  return (
    <Text size="xs" c="dimmed">
      {contact.email}
    </Text>
  );
}

/** Its groups, one badge each. */
export function ContactGroupBadges({ contact }: { contact: Contact }) {
  return contact.groups.map((group) => (
    <Badge key={group.id} variant="light" size="sm" tt="none">
      {group.name}
    </Badge>
  ));
}
