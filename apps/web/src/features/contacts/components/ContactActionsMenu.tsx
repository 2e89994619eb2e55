import { ActionIcon, Menu } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { IconBrandWhatsapp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  /** Checks whether its number is on WhatsApp. */
  onCheck: (contact: Contact) => void;
};

/** A contact's row actions: edit, check on WhatsApp, delete. */
export function ContactActionsMenu({ contact, onEdit, onDelete, onCheck }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('contacts.table.actionsFor', { name: contact.name })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(contact)}>
          {t('contacts.table.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBrandWhatsapp size={14} />} onClick={() => onCheck(contact)}>
          {t('numberChecks.action')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(contact)}>
          {t('contacts.table.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
