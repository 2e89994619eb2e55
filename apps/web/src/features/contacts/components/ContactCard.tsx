import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ContactActionsMenu } from './ContactActionsMenu.tsx';
import { ContactStatus } from './ContactStatus.tsx';

type Props = {
  contact: Contact;
  selected: boolean;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
};

/**
 * A contact on a phone. In the table the number sat where the screen's edge cut it (a masked
 * "+62 899-****-5203" read "+62 899-****-520"); here it has the card's whole width and never wraps.
 */
export function ContactCard({ contact, selected, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="sm"
      role="listitem"
      data-testid="contact-row"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            <Checkbox
              mt={2}
              aria-label={t('contacts.table.select', { name: contact.name })}
              checked={selected}
              onChange={(event) => onSelect([contact.id], event.currentTarget.checked)}
            />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {contact.name}
              </Text>
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="contact-phone">
                {contact.phone}
              </Text>
              {contact.email ? (
                <Text size="xs" c="dimmed">
                  {contact.email}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <ContactActionsMenu contact={contact} onEdit={onEdit} onDelete={onDelete} />
        </Group>
        <Group gap={4}>
          <ContactStatus contact={contact} />
          {contact.groups.map((group) => (
            <Badge key={group.id} variant="light" size="sm" tt="none">
              {group.name}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
