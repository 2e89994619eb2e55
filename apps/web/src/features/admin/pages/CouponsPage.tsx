import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type CouponInfo, formatIdr, PLANS } from '@siar/shared';
import { IconCircleCheck, IconPencil, IconPlus, IconTicketOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { formatDate } from '../../billing/format.ts';
import classes from '../components/AdminList.module.css';
import { AdminList } from '../components/AdminList.tsx';
import { CouponModal } from '../components/CouponModal.tsx';
import { RowAction } from '../components/RowAction.tsx';
import { couponIsUsable } from '../coupon-form.ts';
import { useAdminCoupons, useUpdateCoupon } from '../hooks/use-admin-coupons.ts';
import { useListParams } from '../hooks/use-list-params.ts';

/** /apanel/billing/coupons: every coupon with its uses; create, edit, disable or enable again. */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminCoupons(params);
  const update = useUpdateCoupon();
  const [editing, setEditing] = useState<CouponInfo | 'new' | null>(null);
  const language = i18n.resolvedLanguage;

  function discount(coupon: CouponInfo) {
    return coupon.kind === 'percent' ? `${coupon.value}%` : formatIdr(coupon.value);
  }

  function validity(coupon: CouponInfo) {
    const from = coupon.valid_from ? formatDate(coupon.valid_from, language) : null;
    const until = coupon.valid_until ? formatDate(coupon.valid_until, language) : null;
    if (from && until) return t('admin.coupons.validBetween', { from, until });
    if (from) return t('admin.coupons.validFrom', { from });
    if (until) return t('admin.coupons.validUntil', { until });
    return t('admin.coupons.validAlways');
  }

  function setActive(coupon: CouponInfo, active: boolean) {
    const save = async () => {
      try {
        await update.mutateAsync({ id: coupon.coupon_id, input: { is_active: active } });
        notifications.show({
          color: 'teal',
          message: t(active ? 'admin.coupons.enabled' : 'admin.coupons.disabled', { code: coupon.code }),
        });
      } catch (error) {
        notifications.show({
          color: 'red',
          message: apiErrorMessage(t, error, 'admin.coupons.saveFailed'),
        });
      }
    };
    if (active) {
      void save();
      return;
    }
    modals.openConfirmModal({
      title: t('admin.coupons.disableTitle'),
      children: <Text size="sm">{t('admin.coupons.disableQuestion', { code: coupon.code })}</Text>,
      labels: { confirm: t('admin.coupons.disable'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void save(),
    });
  }

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
          <Table.Tr key={coupon.coupon_id} className={classes.row} data-testid="coupon-row">
            <Table.Td>
              <Text size="sm" fw={700} ff="monospace">
                {coupon.code}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.coupons.createdOn', { date: formatDate(coupon.created_at, language) })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {discount(coupon)}
              </Text>
              <Text size="xs" c="dimmed">
                {coupon.plan_ids
                  ? coupon.plan_ids.map((id) => PLANS.find((p) => p.id === id)?.name ?? id).join(', ')
                  : t('admin.coupons.allPlans')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{validity(coupon)}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" data-testid="coupon-uses">
                {coupon.usage_limit === null
                  ? t('admin.coupons.usesUnlimited', { used: coupon.times_used })
                  : t('admin.coupons.uses', { used: coupon.times_used, limit: coupon.usage_limit })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Badge color={coupon.is_active ? 'green' : 'gray'} variant="light" data-testid="coupon-state">
                  {coupon.is_active ? t('admin.coupons.active') : t('admin.coupons.inactive')}
                </Badge>
                {coupon.is_active && !couponIsUsable(coupon) ? (
                  <Text size="xs" c="dimmed">
                    {t('admin.coupons.notUsableNow')}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.actions}>
                <RowAction label={t('admin.coupons.edit')} onClick={() => setEditing(coupon)}>
                  <IconPencil size={16} />
                </RowAction>
                {coupon.is_active ? (
                  <RowAction
                    label={t('admin.coupons.disable')}
                    color="red"
                    onClick={() => setActive(coupon, false)}
                  >
                    <IconTicketOff size={16} />
                  </RowAction>
                ) : (
                  <RowAction
                    label={t('admin.coupons.enable')}
                    color="green"
                    onClick={() => setActive(coupon, true)}
                  >
                    <IconCircleCheck size={16} />
                  </RowAction>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <CouponModal coupon={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
