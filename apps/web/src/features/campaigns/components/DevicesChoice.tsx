import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { PanelSelectOptions } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';
import { STATE_COLORS } from '../../devices/device-states.ts';

type Props = {
  devices: PanelSelectOptions['wa_devices_options'];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/**
 * The devices the campaign rotates through. Every device is listed with its state; only connected
 * ones can be chosen, and the form says why the others cannot.
 */
export function DevicesChoice({ devices, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const unavailable = devices.some((device) => device.state !== 'connected');
  return (
    <Checkbox.Group
      label={t('campaigns.form.devices')}
      description={t('campaigns.form.devicesHint')}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('campaigns.form.noDevices')}{' '}
            <Anchor component={Link} to={PATHS.cpanel.devices} size="sm">
              {t('campaigns.form.goToDevices')}
            </Anchor>
          </Text>
        ) : null}
        {devices.map((device) => (
          <Checkbox
            key={device.id}
            value={device.id}
            disabled={device.state !== 'connected'}
            label={
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" span>
                  {device.name}
                </Text>
                <Badge size="xs" variant="light" color={STATE_COLORS[device.state]} styles={WHOLE_LABEL}>
                  {t(`devices.states.${device.state}`)}
                </Badge>
                {device.engine === 'sandbox' ? (
                  <Badge size="xs" variant="outline" color="grape" styles={WHOLE_LABEL}>
                    {t('devices.engines.sandbox.label')}
                  </Badge>
                ) : null}
              </Group>
            }
          />
        ))}
        {unavailable ? (
          <Text size="xs" c="dimmed" data-testid="devices-unavailable-note">
            {t('campaigns.form.devicesUnavailable')}{' '}
            <Anchor component={Link} to={PATHS.cpanel.devices} size="xs">
              {t('campaigns.form.goToDevices')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Checkbox.Group>
  );
}
