import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The buttons of a list of custom fields, the contact form's and the import mapping's alike.

/** Takes one custom field's row out. */
export function RemoveFieldButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={t('contacts.form.removeField')}
      onClick={onClick}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** Adds an empty custom field's row. */
export function AddFieldButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPlus size={14} />}
      style={{ alignSelf: 'flex-start' }}
      onClick={onClick}
    >
      {t('contacts.form.addField')}
    </Button>
  );
}
