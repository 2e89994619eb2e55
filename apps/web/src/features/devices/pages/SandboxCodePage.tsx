import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxCodeForm } from '../components/SandboxCodeForm.tsx';
import { SandboxLinked } from '../components/SandboxLinked.tsx';
import { SandboxPhoneCard } from '../components/SandboxPhoneCard.tsx';

/**
 * /sandbox/phone: the sandbox phone's "Link with phone number instead" screen, where the pairing
 * code of a sandbox device added with a phone number is typed.
 */
export function SandboxCodePage() {
  const { t } = useTranslation();
  const [linked, setLinked] = useState(false);
  return (
    <SandboxPhoneCard subtitle={t('devices.sandboxPhone.codeTitle')}>
      {linked ? (
        <SandboxLinked />
      ) : (
        <>
          <SandboxCodeForm onLinked={() => setLinked(true)} />
          <Text size="xs" c="dimmed">
            {t('devices.sandboxPhone.scanInstead')}
          </Text>
        </>
      )}
    </SandboxPhoneCard>
  );
}
