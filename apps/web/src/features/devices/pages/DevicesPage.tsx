import { Group, Pagination } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Device } from '@siar/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_PAGES } from '../../../app/docs-pages.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { DocsLink } from '../../../components/DocsLink.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';
import { HealthNotice } from '../../device-health/components/HealthNotice.tsx';
import { useDeviceHealth } from '../../device-health/hooks/use-device-health.ts';
import { RampButton } from '../../new-chat-ramp/components/RampButton.tsx';
import { AddDeviceButton } from '../components/AddDeviceButton.tsx';
import { AddDeviceModal } from '../components/AddDeviceModal.tsx';
import { DevicesTable } from '../components/DevicesTable.tsx';
import { PairingDialog } from '../components/PairingDialog.tsx';
import { RenameDeviceModal } from '../components/RenameDeviceModal.tsx';
import { DEVICES_PAGE_SIZE } from '../devices-api.ts';
import { useRetryDevice } from '../hooks/use-device-mutations.ts';
import { useDevices } from '../hooks/use-devices.ts';
import { useSelectOptions } from '../hooks/use-select-options.ts';

/** /app/c/wa-devices: the account's WhatsApp devices, adding and pairing them, and the way to warmup. */
export function DevicesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const devices = useDevices(page);
  const options = useSelectOptions();
  const health = useDeviceHealth();
  const retry = useRetryDevice();
  const [adding, setAdding] = useState(false);
  const [pairingId, setPairingId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Device | null>(null);
  const pages = Math.max(1, Math.ceil((devices.data?.count ?? 0) / DEVICES_PAGE_SIZE));

  const showPairing = useCallback((device: Device) => setPairingId(device.id), []);
  const closePairing = useCallback(() => setPairingId(null), []);

  async function startAgain(device: Device) {
    try {
      await retry.mutateAsync(device.id);
      setPairingId(device.id);
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'devices.retry.failed') });
    }
  }

  return (
    <PageFrame>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="lg">
          <SubPageLink label="routes.cpanel-warmup.title" to={PATHS.cpanel.warmup} />
          <DocsLink page={DOC_PAGES.pairing} size="sm" newTab>
            {t('docsHelp.pairing')}
          </DocsLink>
        </Group>
        <Group gap="sm">
          <RampButton />
          <AddDeviceButton options={options.data} onClick={() => setAdding(true)} />
        </Group>
      </Group>
      <HealthNotice devices={devices.data?.results} byDevice={health.byDevice} />
      <DevicesTable
        query={devices}
        healthById={health.byDevice}
        onShowPairing={showPairing}
        onRetry={(device) => void startAgain(device)}
        onRename={setRenaming}
      />
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <AddDeviceModal
        opened={adding}
        options={options.data}
        onClose={() => setAdding(false)}
        onAdded={(device) => {
          setAdding(false);
          setPairingId(device.id);
        }}
      />
      <PairingDialog deviceId={pairingId} onClose={closePairing} />
      <RenameDeviceModal device={renaming} onClose={() => setRenaming(null)} />
    </PageFrame>
  );
}
