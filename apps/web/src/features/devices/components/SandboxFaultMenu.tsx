import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Device, SANDBOX_FAULTS, type SandboxFault } from '@siar/shared';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useSandboxFault } from '../hooks/use-device-mutations.ts';

type Props = {
  device: Pick<Device, 'id' | 'name'>;
};

/** Sandbox devices only: make one misbehave on purpose, to see how the product copes. */
export function SandboxFaultMenu({ device }: Props) {
  const { t } = useTranslation();
  const setFault = useSandboxFault();
  const label = t('devices.faults.menu', { name: device.name });

  async function actOut(fault: SandboxFault) {
    try {
      await setFault.mutateAsync({ deviceId: device.id, fault });
      notifications.show({
        color: 'grape',
        message: t('devices.faults.set', { fault: t(`devices.faults.${fault}`) }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'devices.faults.failed') });
    }
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label={label} withArrow>
          <ActionIcon variant="subtle" color="grape" aria-label={label} loading={setFault.isPending}>
            <IconFlask size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('devices.faults.label')}</Menu.Label>
        {SANDBOX_FAULTS.map((fault) => (
          <Menu.Item key={fault} onClick={() => void actOut(fault)}>
            {t(`devices.faults.${fault}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
