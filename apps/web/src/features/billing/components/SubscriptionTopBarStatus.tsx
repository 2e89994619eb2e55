import { Badge, Group } from '@mantine/core';
import { SUBSCRIPTION_STATUS } from '@siar/shared';
import { IconClockHour4, IconDeviceMobilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useSession } from '../../auth/hooks/use-session.ts';
import { trialDaysLeft } from '../trial-days.ts';

/**
 * The owner's subscription at a glance in the customer panel's top bar: the trial's days left
 * (to the subscription page) and "Awaiting device" while no WhatsApp number is paired (to the
 * devices page). Both come with the session the panel already holds.
 */
export function SubscriptionTopBarStatus() {
  const { t } = useTranslation();
  const standing = useSession().data?.user?.subscription;
  if (!standing?.is_subscribed) return null;
  const days = standing.is_trial ? trialDaysLeft(standing.end_date) : null;
  const awaitingDevice = standing.status === SUBSCRIPTION_STATUS.awaitingDevice;
  if (days === null && !awaitingDevice) return null;

  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="xs" data-testid="subscription-top-bar">
      {days !== null ? (
        <Badge
          component={Link}
          to={PATHS.cpanel.subscription}
          variant="light"
          tt="none"
          color={days <= 2 ? 'orange' : 'blue'}
          leftSection={<IconClockHour4 size={14} />}
          style={{ cursor: 'pointer' }}
        >
          {t(days === 1 ? 'billing.topBar.trialDayLeft' : 'billing.topBar.trialDaysLeft', {
            days,
          })}
        </Badge>
      ) : null}
      {awaitingDevice ? (
        <Badge
          component={Link}
          to={PATHS.cpanel.devices}
          variant="light"
          tt="none"
          color="grape"
          leftSection={<IconDeviceMobilePlus size={14} />}
          style={{ cursor: 'pointer' }}
          visibleFrom="md"
        >
          {t('billing.subscriptionStatus.2')}
        </Badge>
      ) : null}
    </Group>
  );
}
