import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { AdminList } from '../components/AdminList.tsx';
import { PaymentRow } from '../components/PaymentRow.tsx';
import { useAdminPayments } from '../hooks/use-admin-payments.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { usePaymentDecisions } from '../hooks/use-payment-decisions.tsx';

/** /apanel/customer/payments: every payment; those awaiting confirmation can be confirmed or rejected. */
export function CustomerPaymentsPage() {
  const { t } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminPayments(params);
  const { askConfirm, askReject } = usePaymentDecisions();

  return (
    <PageFrame>
      <AdminList
        label={t('admin.payments.tableLabel')}
        query={query}
        params={params}
        onPage={setPage}
        onSearch={setSearch}
        searchPlaceholder={t('admin.payments.searchPlaceholder')}
        columns={7}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.columns.payment')}</Table.Th>
            <Table.Th>{t('admin.columns.customer')}</Table.Th>
            <Table.Th>{t('admin.columns.plan')}</Table.Th>
            <Table.Th>{t('admin.columns.method')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.amount')}</Table.Th>
            <Table.Th miw={200}>{t('admin.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(row) => (
          <PaymentRow key={row.payment_id} row={row} onConfirm={askConfirm} onReject={askReject} />
        )}
      />
    </PageFrame>
  );
}
