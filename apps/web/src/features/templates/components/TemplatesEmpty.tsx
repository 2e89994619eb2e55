import { EmptyState } from '@mantine/core';
import { IconTemplate, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No template yet, none in the trash, or none matching the search. */
export function TemplatesEmpty({ trash, searching }: { trash: boolean; searching: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      icon={trash ? <IconTrash size={28} /> : <IconTemplate size={28} />}
      withIndicatorBackground
      title={t(
        searching ? 'templates.table.noMatch' : trash ? 'templates.trash.empty' : 'templates.table.empty',
      )}
      description={
        searching ? undefined : t(trash ? 'templates.trash.emptyHint' : 'templates.table.emptyHint')
      }
      data-testid="templates-empty"
    />
  );
}
