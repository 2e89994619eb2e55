import { Group, Table, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { useFormats } from '../../../app/format.ts';
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

/** A contact in the desktop table (ContactCard at phone width). */
export function ContactRow({ contact, selected, onSelect, onEdit, onDelete, onCheck }: Props) {
  const formats = useFormats();
  return (
    <Table.Tr data-testid="contact-row" bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <ContactSelect contact={contact} selected={selected} onSelect={onSelect} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {contact.name}
        </Text>
        <ContactEmail contact={contact} />
        <LabelBadges labels={contact.labels} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {contact.phone}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <ContactGroupBadges contact={contact} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" align="flex-start">
          <ContactStatus contact={contact} />
          <WhatsappBadge contact={contact} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formats.date(contact.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <ContactActionsMenu contact={contact} onEdit={onEdit} onDelete={onDelete} onCheck={onCheck} />
      </Table.Td>
    </Table.Tr>
  );
}
