import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Rows of this page, all selected. */
  pageCount: number;
  /** Every contact matching the search and group, as the list counts them ("10,000+" past its exact limit). */
  matching: string;
  allMatching: boolean;
  onSelectAll: () => void;
  onClear: () => void;
};

/**
 * Gmail's offer once the whole page is selected: take every contact matching the search and group,
 * not only this page's rows (the bulk action then names the filter instead of ids).
 */
export function SelectAllMatching({ pageCount, matching, allMatching, onSelectAll, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center" data-testid="select-all-matching">
      <Text size="sm">
        {allMatching
          ? t('contacts.bulk.allMatchingSelected', { count: matching })
          : t('contacts.bulk.pageSelected', { count: pageCount })}
      </Text>
      {allMatching ? (
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          {t('contacts.bulk.clear')}
        </Button>
      ) : (
        <Button size="compact-sm" variant="subtle" onClick={onSelectAll}>
          {t('contacts.bulk.selectAllMatching', { count: matching })}
        </Button>
      )}
    </Group>
  );
}
