import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { LabelBadges } from '../../chats/components/LabelBadges.tsx';
import { ContactActionsMenu } from './ContactActionsMenu.tsx';
import { ContactEmail, ContactGroupBadges, ContactSelect } from './ContactCells.tsx';
import { ContactStatus } from './ContactStatus.tsx';
import { WhatsappBadge } from './WhatsappBadge.tsx';

type Props = {
  contact: Contact;
  selected: boolean;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onCheck: (contact: Contact) => void;
};

/**
 * A contact on a phone. In the table the number sat where the screen's edge cut it (a masked
 * "+62 899-****-5203" read "+62 899-****-520"); here it has the card's whole width and never wraps.
 */
export function ContactCard({ contact, selected, onSelect, onEdit, onDelete, onCheck }: Props) {
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
            <ContactSelect mt={2} contact={contact} selected={selected} onSelect={onSelect} />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {contact.name}
              </Text>
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="contact-phone">
                {contact.phone}
              </Text>
              <ContactEmail contact={contact} />
            </Stack>
          </Group>
          <ContactActionsMenu contact={contact} onEdit={onEdit} onDelete={onDelete} onCheck={onCheck} />
        </Group>
        <Group gap={4}>
          <ContactStatus contact={contact} />
          <WhatsappBadge contact={contact} />
          <ContactGroupBadges contact={contact} />
        </Group>
        <LabelBadges labels={contact.labels} />
      </Stack>
    </Paper>
  );
}
