import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatIdr, type PaymentInfo } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/** The payment's summary beside it: the plan, what is due and how it adds up, its reference. */
export function PaymentSummary({ payment }: { payment: PaymentInfo }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const plan = payment.plan_cached;
  return (
    <Paper withBorder p="lg">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {t('billing.checkout.summaryTitle')}
        </Title>
        <Group justify="space-between">
          <Text fw={600}>{plan.name}</Text>
          <Badge variant="light">{t(`pricing.cycle.${plan.billing_cycle}`)}</Badge>
        </Group>
        <Divider />
        <SummaryRow label={t('billing.breakdown.netDue')} value={formatIdr(payment.net_due)} />
        <SummaryRow
          label={
            payment.coupon_code
              ? t('billing.breakdown.discountWithCode', { code: payment.coupon_code })
              : t('billing.breakdown.discount')
          }
          value={payment.discount > 0 ? `− ${formatIdr(payment.discount)}` : formatIdr(0)}
        />
        <SummaryRow label={t('billing.breakdown.uniqueCode')} value={`+ ${formatIdr(payment.unique_code)}`} />
        <Divider />
        <SummaryRow label={t('billing.breakdown.totalDue')} value={formatIdr(payment.total_due)} strong />
        <Text size="xs" c="dimmed" mt="xs">
          {t('billing.payment.reference', { id: payment.payment_id.slice(0, 8).toUpperCase() })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('billing.payment.createdAt', {
            date: formats.dateTime(payment.created_at),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500}>
        {value}
      </Text>
    </Group>
  );
}
