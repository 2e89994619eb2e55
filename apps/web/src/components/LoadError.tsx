import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The text to show; the generic "could not load" by default. */
  message?: string;
  onRetry?: () => void;
};

/** A failed load, with a way to try again. */
export function LoadError({ message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('common.loadFailedTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('common.loadFailed')}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
