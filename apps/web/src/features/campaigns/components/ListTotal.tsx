import { Stack, Text } from '@mantine/core';
import type { PagedList } from '@siar/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  list: Pick<PagedList<unknown>, 'count' | 'count_is_estimate' | 'count_exact_up_to'> | undefined;
};

/** "Total: N", or past the counting limit "Total: 10,000+" and a note that it is an estimate. */
export function ListTotal({ list }: Props) {
  const { t } = useTranslation();
  if (!list) return null;
  if (!list.count_is_estimate)
    return (
      <Text fw={600} size="sm" data-testid="list-total">
        {t('campaigns.list.total', { count: list.count })}
      </Text>
    );
  // The texts write the number in the page's language (app/format.ts).
  const limit = list.count_exact_up_to;
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm" data-testid="list-total">
        {t('campaigns.list.totalEstimate', { limit })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="list-total-estimate">
        {t('campaigns.list.estimateNote', { limit })}
      </Text>
    </Stack>
  );
}
