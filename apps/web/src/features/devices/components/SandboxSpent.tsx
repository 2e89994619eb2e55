import { Alert } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The QR can no longer link anything (expired, or already scanned): Siar shows a new one. */
export function SandboxSpent() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      icon={<IconClockX size={20} />}
      title={t('devices.pairing.qrExpired')}
      data-testid="sandbox-spent"
    >
      {t('errors.sandbox_qr_expired')}
    </Alert>
  );
}
