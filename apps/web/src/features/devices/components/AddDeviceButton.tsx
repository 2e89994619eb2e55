import { Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { PanelSelectOptions } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

type Props = {
  options: PanelSelectOptions | undefined;
  onClick: () => void;
};

/**
 * Add device, with how many the plan allows. When the plan is full the button is disabled and says
 * why, on hover and in a line beside it (a disabled button cannot be focused to show a tooltip).
 */
export function AddDeviceButton({ options, onClick }: Props) {
  const { t } = useTranslation();
  const available = options?.total_available_wa_devices;
  const used = options?.total_used_wa_devices ?? 0;
  const full = available === 0;
  const reason = full ? t('devices.plan.full', { used }) : null;

  return (
    // On a narrow screen it wraps under the warmup link, still at the right.
    <Stack gap={4} align="flex-end" ml="auto">
      <Tooltip label={reason} disabled={!reason} multiline maw={300} withArrow>
        {/* The wrapper takes the hover a disabled button does not. */}
        <span>
          <Button leftSection={<IconPlus size={16} />} onClick={onClick} disabled={!options || full}>
            {t('devices.add.button')}
          </Button>
        </span>
      </Tooltip>
      {options && !full ? (
        <Text size="xs" c="dimmed" ta="right" data-testid="device-plan-usage">
          {available === null
            ? t('devices.plan.usageUnlimited', { used, count: used })
            : t('devices.plan.usage', {
                used,
                limit: used + (available ?? 0),
                count: used + (available ?? 0),
              })}
        </Text>
      ) : null}
      {reason ? (
        <Group gap={6} justify="flex-end" maw={360}>
          <Text size="sm" c="red" ta="right" data-testid="device-limit-reason">
            {reason}{' '}
            <Anchor component={Link} to={PATHS.cpanel.subscription} size="sm">
              {t('devices.plan.upgrade')}
            </Anchor>
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
