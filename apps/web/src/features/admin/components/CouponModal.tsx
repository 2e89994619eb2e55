import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CouponInfo } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, translateMessage } from '../../../app/messages.ts';
import {
  type CouponFormValues,
  couponChanges,
  couponFormErrors,
  couponFormValuesOf,
  createCouponRequest,
  EMPTY_COUPON,
} from '../coupon-form.ts';
import { useCreateCoupon, useUpdateCoupon } from '../hooks/use-admin-coupons.ts';
import { CouponFields } from './CouponFields.tsx';

type Props = {
  /** 'new' creates one; a coupon edits it; null keeps the dialog closed. */
  coupon: CouponInfo | 'new' | null;
  onClose: () => void;
};

/** Create or edit a coupon. */
export function CouponModal({ coupon, onClose }: Props) {
  const { t } = useTranslation();
  const title = coupon === 'new' ? t('admin.coupons.createTitle') : t('admin.coupons.editTitle');
  return (
    <Modal opened={coupon !== null} onClose={onClose} title={title} centered>
      {coupon ? (
        <CouponForm
          key={coupon === 'new' ? 'new' : coupon.coupon_id}
          coupon={coupon === 'new' ? null : coupon}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CouponForm({ coupon, onClose }: { coupon: CouponInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const initial = coupon ? couponFormValuesOf(coupon) : EMPTY_COUPON;
  const form = useForm<CouponFormValues>({ initialValues: initial, validate: couponFormErrors });

  async function submit(values: CouponFormValues) {
    try {
      if (coupon) {
        const changes = couponChanges(initial, values);
        if (Object.keys(changes).length > 0)
          await update.mutateAsync({ id: coupon.coupon_id, input: changes });
        notifications.show({ color: 'teal', message: t('admin.coupons.saved', { code: coupon.code }) });
      } else {
        const created = await create.mutateAsync(createCouponRequest(values));
        notifications.show({ color: 'teal', message: t('admin.coupons.created', { code: created.code }) });
      }
      onClose();
    } catch (error) {
      // The server's word on a field (a code already taken) goes under that field.
      const fields = error instanceof ApiError ? error.fieldCodes : {};
      const named = Object.keys(fields).filter((name) => name in values);
      if (named.length > 0) {
        form.setErrors(
          Object.fromEntries(
            named.map((name) => [name, fields[name]?.[0] ? translateMessage(t, fields[name][0]) : '']),
          ),
        );
        return;
      }
      notifications.show({
        color: 'red',
        message: apiErrorMessage(t, error, 'admin.coupons.saveFailed'),
      });
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <CouponFields form={form} codeLocked={coupon !== null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {coupon ? t('admin.coupons.save') : t('admin.coupons.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
