import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { PLANS, type SubscriptionInfo } from '@siar/shared';
import { IconDeviceMobile, IconDeviceMobilePlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiErrorMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { formatDate } from '../format.ts';
import { useCancelSubscription } from '../hooks/use-billing-mutations.ts';
import { CustomerSubscriptionStatusBadge, customerStatusLabel } from './StatusBadge.tsx';

type Props = {
  subscription: SubscriptionInfo;
};

/** The paid subscription in force: plan, status, end date, and cancelling it. No purchase flow. */
export function ActiveSubscription({ subscription }: Props) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const cancel = useCancelSubscription();
  const endDate = formatDate(subscription.end_date, i18n.resolvedLanguage);
  const planName = (id: string | null) => PLANS.find((p) => p.id === id)?.name ?? id ?? '';

  function askCancel() {
    modals.openConfirmModal({
      title: t('billing.active.cancelTitle'),
      children: <Text size="sm">{t('billing.active.cancelQuestion', { date: endDate })}</Text>,
      labels: { confirm: t('billing.active.cancelConfirm'), cancel: t('billing.active.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => void confirmCancel(),
    });
  }

  async function confirmCancel() {
    try {
      const result = await cancel.mutateAsync();
      notifications.show({
        color: 'teal',
        message: t('billing.active.cancelled', {
          date: formatDate(result.subscription.end_date, i18n.resolvedLanguage),
        }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, 'billing.active.cancelFailed') });
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="xl" data-testid="active-subscription">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed">
                {t('billing.active.yourPlan')}
              </Text>
              <Group gap="xs">
                <Title order={2} fz={26}>
                  {subscription.plan_display}
                </Title>
                {subscription.is_trial ? <Badge color="blue">{t('billing.active.trial')}</Badge> : null}
              </Group>
            </div>
            <CustomerSubscriptionStatusBadge
              status={subscription.status}
              fallback={subscription.status_display}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Fact label={t('billing.active.status')}>
              {customerStatusLabel(t, subscription.status, subscription.status_display)}
            </Fact>
            <Fact label={t('billing.active.cycle')}>
              {t(`pricing.cycle.${subscription.billing_cycle}`, { defaultValue: subscription.billing_cycle })}
            </Fact>
            <Fact label={t('billing.active.endDate')}>
              <span data-testid="subscription-end-date">{endDate}</span>
            </Fact>
          </SimpleGrid>
          {subscription.next_plan_id && subscription.next_plan_starts_at ? (
            <Text size="sm">
              {t('billing.active.nextPlan', {
                plan: planName(subscription.next_plan_id),
                cycle: t(`pricing.cycle.${subscription.next_billing_cycle ?? 'monthly'}`),
                date: formatDate(subscription.next_plan_starts_at, i18n.resolvedLanguage),
              })}
            </Text>
          ) : null}
          {subscription.status === 2 ? (
            // Paid, and waiting only for the customer's first WhatsApp number: the next step.
            <Alert
              color="blue"
              variant="light"
              icon={<IconDeviceMobilePlus size={18} />}
              title={t('billing.active.nextStepTitle')}
              data-testid="next-step"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('billing.active.awaitingDevice')}</Text>
                <Button component={Link} to={PATHS.cpanel.devices} size="xs">
                  {t('billing.active.pairNumber')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {subscription.status === 3 ? (
            <Alert color="red" variant="light" icon={<IconDeviceMobile size={18} />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('billing.active.deviceDisconnected')}</Text>
                <Button component={Link} to={PATHS.cpanel.devices} size="xs" variant="light" color="red">
                  {t('billing.active.goToDevices')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={askCancel} loading={cancel.isPending}>
              {t('billing.active.cancel')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}
