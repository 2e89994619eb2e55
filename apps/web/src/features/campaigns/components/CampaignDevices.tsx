import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';

type Props = {
  devices: Campaign['devices'];
};

/**
 * The devices in the rotation, what each sent, and, loudly, any taken out for showing ban-risk
 * signals: the customer must know their number is at risk.
 */
export function CampaignDevices({ devices }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const removed = devices.filter((device) => device.removed_reason);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('campaigns.devices.title')}
        </Title>
        {removed.map((device) => (
          <Alert
            key={device.id}
            color="red"
            variant="light"
            icon={<IconShieldExclamation size={20} />}
            title={t('campaigns.devices.removedTitle', { name: device.name })}
            data-testid="device-removed"
          >
            {t(`campaigns.devices.removedReasons.${device.removed_reason}`)}
          </Alert>
        ))}
        <Table aria-label={t('campaigns.devices.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('campaigns.devices.name')}</Table.Th>
              <Table.Th>{t('campaigns.devices.inRotation')}</Table.Th>
              <Table.Th ta="right">{t('campaigns.devices.sent')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.map((device) => (
              <Table.Tr key={device.id} data-testid="campaign-device">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {device.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={device.removed_reason ? 'red' : 'green'} styles={WHOLE_LABEL}>
                    {t(device.removed_reason ? 'campaigns.devices.removed' : 'campaigns.devices.active')}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" data-testid="campaign-device-sent">
                    {formats.number(device.sent)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
