import { Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';

/** The paired number with WhatsApp's profile name under it, or "no number yet". */
export function DeviceNumber({ device }: { device: Pick<Device, 'phone_number' | 'push_name'> }) {
  const { t } = useTranslation();
  return device.phone_number ? (
    <Stack gap={0}>
      <Text size="sm" ff="monospace" data-testid="device-number">
        {device.phone_number}
      </Text>
      {device.push_name ? (
        <Text size="xs" c="dimmed">
          {device.push_name}
        </Text>
      ) : null}
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      {t('devices.table.noNumber')}
    </Text>
  );
}
