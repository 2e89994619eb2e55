import { Anchor, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGateways } from '../hooks/use-staff-device.ts';

type Props = {
  onClick: () => void;
};

/**
 * Add Subscription, disabled when no live gateway has room for another WhatsApp device (the spec's
 * "no WA devices available"), with the reason on hover and in a line below it (a disabled button
 * cannot be focused to show a tooltip). Until the gateways answer it shows that it is checking.
 */
export function AddSubscriptionButton({ onClick }: Props) {
  const { t } = useTranslation();
  const gateways = useGateways();
  const answer = gateways.data;
  const reason = !answer
    ? gateways.isError
      ? t('admin.subscriptions.roomUnknown')
      : null
    : answer.room > 0
      ? null
      : answer.results.length === 0
        ? t('admin.subscriptions.noGateway')
        : t('admin.subscriptions.gatewaysFull', {
            devices: answer.results.reduce((sum, gateway) => sum + gateway.devices, 0),
          });

  return (
    <Stack gap={4} align="flex-end">
      <Tooltip label={reason} disabled={!reason} multiline maw={300} withArrow>
        {/* The wrapper takes the hover a disabled button does not. */}
        <span>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={onClick}
            loading={gateways.isPending}
            disabled={!answer || answer.room === 0}
          >
            {t('admin.subscriptions.add')}
          </Button>
        </span>
      </Tooltip>
      {reason ? (
        <Text size="xs" c="red" ta="right" maw={320} data-testid="add-subscription-reason">
          {reason}{' '}
          {gateways.isError ? (
            <Anchor component="button" type="button" size="xs" onClick={() => void gateways.refetch()}>
              {t('common.retry')}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}
