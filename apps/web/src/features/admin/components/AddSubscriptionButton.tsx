import { Anchor, Button, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AddSubscriptionRoom } from '../hooks/use-add-subscription-room.ts';

type ButtonProps = {
  room: AddSubscriptionRoom;
  onClick: () => void;
};

/**
 * Add Subscription: loading until the gateways answer, disabled when none has room for another
 * WhatsApp device, with the reason on hover (and in `AddSubscriptionReason`, since a disabled
 * button cannot be focused to show a tooltip).
 */
export function AddSubscriptionButton({ room, onClick }: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Tooltip label={room.reason} disabled={!room.reason} multiline maw={300} withArrow>
      {/* The wrapper takes the hover a disabled button does not. */}
      <span>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={onClick}
          loading={room.checking}
          disabled={!room.open}
        >
          {t('admin.subscriptions.add')}
        </Button>
      </span>
    </Tooltip>
  );
}

/** Why Add Subscription is disabled, in a line under the toolbar; nothing while it is not. */
export function AddSubscriptionReason({ room }: { room: AddSubscriptionRoom }) {
  const { t } = useTranslation();
  if (!room.reason) return null;
  return (
    <Text size="sm" c="red" ta="right" data-testid="add-subscription-reason">
      {room.reason}{' '}
      {room.failed ? (
        <Anchor component="button" type="button" size="sm" onClick={room.retry}>
          {t('common.retry')}
        </Anchor>
      ) : null}
    </Text>
  );
}
