import type { ContactsPage } from '@siar/shared';
import { useFormats } from '../../../app/format.ts';
import type { ContactListParams } from '../contacts-api.ts';
import type { useContactSelection } from '../hooks/use-contact-selection.ts';
import { BulkActions } from './BulkActions.tsx';
import { SelectAllMatching } from './SelectAllMatching.tsx';

type Props = {
  selection: ReturnType<typeof useContactSelection>;
  params: ContactListParams;
  page: ContactsPage | undefined;
  /** The estimate's floor when the server stopped counting, formatted. */
  estimated: string | null;
};

/**
 * Above the table once contacts are chosen: the bulk actions, and (a whole page chosen, more
 * matching) the offer to choose every contact matching the search and group.
 */
export function ContactSelectionBar({ selection, params, page, estimated }: Props) {
  const formats = useFormats();
  const { selected, allMatching } = selection;
  const pageIds = page?.results.map((contact) => contact.id) ?? [];
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const matchingCount = estimated ? `${estimated}+` : formats.number(page?.count ?? 0);
  const filter = {
    search: params.search || undefined,
    group_id: params.groupId || undefined,
    whatsapp: params.whatsapp || undefined,
    label_id: params.labelId || undefined,
  };
  return (
    <>
      {selected.size > 0 ? (
        <BulkActions
          selected={[...selected]}
          matching={allMatching ? { filter, count: matchingCount } : null}
          onDone={selection.clear}
        />
      ) : null}
      {allMatching || (pageSelected && (page?.count ?? 0) > pageIds.length) ? (
        <SelectAllMatching
          pageCount={pageIds.length}
          matching={matchingCount}
          allMatching={allMatching}
          onSelectAll={() => selection.setAllMatching(true)}
          onClear={selection.clear}
        />
      ) : null}
    </>
  );
}
