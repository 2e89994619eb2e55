import { Button, Table } from '@mantine/core';
import type { CouponInfo } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { AdminList } from '../components/AdminList.tsx';
import { CouponModal } from '../components/CouponModal.tsx';
import { CouponRow } from '../components/CouponRow.tsx';
import { useAdminCoupons } from '../hooks/use-admin-coupons.ts';
import { useCouponActivation } from '../hooks/use-coupon-activation.tsx';
import { useListParams } from '../hooks/use-list-params.ts';

/** /apanel/billing/coupons: every coupon with its uses; create, edit, disable or enable again. */
export function CouponsPage() {
  const { t } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminCoupons(params);
  const setActive = useCouponActivation();
  const [editing, setEditing] = useState<CouponInfo | 'new' | null>(null);

  return (
    <PageFrame>
      <AdminList
        label={t('admin.coupons.tableLabel')}
        query={query}
        params={params}
        onPage={setPage}
        onSearch={setSearch}
        searchPlaceholder={t('admin.coupons.searchPlaceholder')}
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('admin.coupons.create')}
          </Button>
        }
        columns={6}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.columns.code')}</Table.Th>
            <Table.Th>{t('admin.columns.discount')}</Table.Th>
            <Table.Th>{t('admin.columns.validity')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.uses')}</Table.Th>
            <Table.Th>{t('admin.columns.active')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(coupon) => (
          <CouponRow key={coupon.coupon_id} coupon={coupon} onEdit={setEditing} onSetActive={setActive} />
        )}
      />
      <CouponModal coupon={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
