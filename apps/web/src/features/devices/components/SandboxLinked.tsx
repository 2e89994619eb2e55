import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The sandbox phone linked the device: the rest happens in Siar. */
export function SandboxLinked() {
  const { t } = useTranslation();
  return (
    <Alert color="teal" icon={<IconCircleCheck size={20} />} data-testid="sandbox-linked">
      {t('devices.sandboxPhone.linked')}
    </Alert>
  );
}
