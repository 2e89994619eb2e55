import { Button } from '@mantine/core';
import { IconStairsUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RampModal } from './RampModal.tsx';

/** Opens the ramp of daily new-chat caps (the devices page). */
export function RampButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconStairsUp size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('devices.ramp.open')}
      </Button>
      <RampModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
