import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Whether a device is taking part in a warmup (later: a campaign). The badge keeps its whole
 * label: a table column grows to fit it rather than cutting the Bengali or Burmese word short.
 */
export function InUseBadge({ inUse }: { inUse: boolean }) {
  const { t } = useTranslation();
  if (!inUse)
    return (
      <Text size="sm" c="dimmed" aria-label={t('devices.table.notInUse')}>
        –
      </Text>
    );
  return (
    <Badge color="indigo" variant="dot" maw="none" styles={{ label: { overflow: 'visible' } }}>
      {t('devices.table.inUse')}
    </Badge>
  );
}
