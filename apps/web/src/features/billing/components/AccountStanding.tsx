import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { PLANS, SUBSCRIPTION_STATUS, type SubscriptionStanding } from '@siar/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { formatDate } from '../format.ts';

/**
 * Above the plan steps: why the customer is here. On the trial (and until when), a cancelled plan
 * still running, or an ended subscription (where the panel's guard sends the customer).
 */
export function AccountStanding({ subscription }: { subscription: SubscriptionStanding }) {
  const { t, i18n } = useTranslation();
  const values = {
    plan: PLANS.find((p) => p.id === subscription.plan_id)?.name ?? subscription.plan_id,
    date: formatDate(subscription.end_date, i18n.resolvedLanguage),
  };

  if (!subscription.is_subscribed) {
    return (
      <Alert color="orange" icon={<IconInfoCircle size={18} />} data-testid="account-standing">
        {subscription.is_trial
          ? t('billing.standing.trialEnded', values)
          : t('billing.standing.ended', values)}
      </Alert>
    );
  }
  if (subscription.is_trial) {
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="account-standing">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('billing.standing.trial', values)}</Text>
          {subscription.status === SUBSCRIPTION_STATUS.awaitingDevice ? (
            // The trial runs, but nothing can be sent before a WhatsApp number is paired.
            <Group gap="xs">
              <Badge color="grape" variant="light" data-testid="awaiting-device">
                {t('billing.subscriptionStatus.2')}
              </Badge>
              <Anchor component={Link} to={PATHS.cpanel.devices} size="sm">
                {t('billing.active.pairNumber')}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (subscription.cancel_at_period_end) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="account-standing">
        {t('billing.standing.cancelled', values)}
      </Alert>
    );
  }
  return null;
}
