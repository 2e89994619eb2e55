import { Button, Group } from '@mantine/core';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session.ts';

type Props = { exportHref: string; onImport: () => void; onAdd: () => void };

/** Import, export and add: each shown only to whom it can work for. */
export function ContactsPageActions({ exportHref, onImport, onAdd }: Props) {
  const { t } = useTranslation();
  // Imports are the owner's (their reports show raw cells, numbers included): agents get no button.
  const user = useSession().data?.user;
  const mayImport = user?.role !== 'agent';
  // While numbers are hidden from this agent the server refuses any new contact (its answer would
  // tell whether a guessed number is a customer's): no button that can only fail.
  const mayAdd = !user?.numbers_hidden;
  return (
    <Group gap="sm">
      {mayImport ? (
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onImport}>
          {t('contacts.actions.import')}
        </Button>
      ) : null}
      <Button
        component="a"
        href={exportHref}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        {t('contacts.actions.export')}
      </Button>
      {mayAdd ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('contacts.actions.add')}
        </Button>
      ) : null}
    </Group>
  );
}
