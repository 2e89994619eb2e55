import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useMoney } from '../hooks/use-money.ts';

type Props = {
  awaiting: { count: number; amount: number };
};

/** Payments the customers say are paid, waiting for staff, with the way to them. */
export function AwaitingCard({ awaiting }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={awaiting.count > 0 ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('adminDashboard.money.awaiting')}
        </Text>
        <Text fz={22} fw={700} lh={1.2} data-testid="awaiting-amount">
          {money.idr(awaiting.amount)}
        </Text>
        <Text size="xs" c="dimmed" data-testid="awaiting-count">
          {t('adminDashboard.money.awaitingCount', { count: awaiting.count })}
        </Text>
        <Anchor component={Link} to={PATHS.apanel.payments} size="sm" fw={600}>
          {t('adminDashboard.money.review')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
