import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { CouponInfo } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useUpdateCoupon } from './use-admin-coupons.ts';

/** Enables a coupon again at once, or disables it after asking. */
export function useCouponActivation() {
  const { t } = useTranslation();
  const update = useUpdateCoupon();
  return function setActive(coupon: CouponInfo, active: boolean) {
    const save = async () => {
      try {
        await update.mutateAsync({ id: coupon.coupon_id, input: { is_active: active } });
        notifications.show({
          color: 'teal',
          message: t(active ? 'admin.coupons.enabled' : 'admin.coupons.disabled', { code: coupon.code }),
        });
      } catch (error) {
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'admin.coupons.saveFailed') });
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
  };
}
