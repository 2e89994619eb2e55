import { Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { NewChatRampAnswer } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useNewChatRamp } from '../hooks/use-new-chat-ramp.ts';
import { RampStepsForm } from './RampStepsForm.tsx';

type Props = { opened: boolean; onClose: () => void };

/** The ramp of daily new-chat caps: the account's steps (editable) and where each number stands today. */
export function RampModal({ opened, onClose }: Props) {
  const { t } = useTranslation();
  const ramp = useNewChatRamp(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('devices.ramp.title')} size="lg" centered>
      {ramp.data ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('devices.ramp.intro', { threshold: ramp.data.health_threshold })}
          </Text>
          <RampStepsForm key={JSON.stringify(ramp.data.steps)} steps={ramp.data.steps} onSaved={onClose} />
          <RampDevices ramp={ramp.data} />
        </Stack>
      ) : ramp.isError ? (
        <LoadError onRetry={() => void ramp.refetch()} />
      ) : (
        <Skeleton h={240} />
      )}
    </Modal>
  );
}

function RampDevices({ ramp }: { ramp: NewChatRampAnswer }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (ramp.devices.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('devices.ramp.devices')} data-testid="ramp-devices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices.table.name')}</Table.Th>
            <Table.Th>{t('devices.ramp.step')}</Table.Th>
            <Table.Th>{t('devices.ramp.today')}</Table.Th>
            <Table.Th>{t('devices.ramp.age')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ramp.devices.map((device) => (
            <Table.Tr key={device.id}>
              <Table.Td>{device.name}</Table.Td>
              <Table.Td>
                {t('devices.ramp.stepOf', {
                  step: formats.number(device.step + 1),
                  cap: formats.number(device.cap),
                })}
              </Table.Td>
              <Table.Td>
                {t('devices.ramp.opened', {
                  opened: formats.number(device.opened_today),
                  cap: formats.number(device.cap),
                })}
              </Table.Td>
              <Table.Td>{formats.number(device.age_days)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
