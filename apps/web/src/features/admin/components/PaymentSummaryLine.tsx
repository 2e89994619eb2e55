import { Text } from '@mantine/core';
import { type AdminPaymentRow, formatIdr, PLANS } from '@siar/shared';
import { useTranslation } from 'react-i18next';

/** Whose payment, how much, for which plan: said again in the confirm and reject dialogs. */
export function PaymentSummaryLine({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('admin.payments.summary', {
        name: row.account_dict.name,
        amount: formatIdr(row.total_due),
        plan: PLANS.find((p) => p.id === row.plan_id)?.name ?? row.plan_display,
      })}
    </Text>
  );
}
