import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS } from '../device-states.ts';
import { WHOLE_LABEL } from './badge-styles.ts';

type Props = {
  device: Pick<Device, 'state' | 'state_reason'>;
};

/**
 * A device's state in its colour, with the reason under it. The reason is WhatsApp's or the
 * engine's own words (not translated); long ones are cut to two lines and shown whole on hover.
 */
export function DeviceStateBadge({ device }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={STATE_COLORS[device.state]}
        variant="light"
        data-state={device.state}
        data-testid="device-state"
        styles={WHOLE_LABEL}
      >
        {t(`devices.states.${device.state}`)}
      </Badge>
      {device.state_reason ? (
        <Tooltip label={device.state_reason} multiline maw={320} withArrow openDelay={300}>
          <Text size="xs" c="dimmed" lineClamp={2} maw={220} data-testid="device-state-reason">
            {device.state_reason}
          </Text>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
