import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { type CouponInfo, formatIdr, PLANS } from '@siar/shared';
import { IconCircleCheck, IconPencil, IconTicketOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../billing/format.ts';
import { couponIsUsable } from '../coupon-form.ts';
import classes from './AdminList.module.css';
import { RowAction } from './RowAction.tsx';

type Props = {
  coupon: CouponInfo;
  onEdit: (coupon: CouponInfo) => void;
  onSetActive: (coupon: CouponInfo, active: boolean) => void;
};

function discount(coupon: CouponInfo) {
  return coupon.kind === 'percent' ? `${coupon.value}%` : formatIdr(coupon.value);
}

function validity(t: TFunction, coupon: CouponInfo, language: string | undefined) {
  const from = coupon.valid_from ? formatDate(coupon.valid_from, language) : null;
  const until = coupon.valid_until ? formatDate(coupon.valid_until, language) : null;
  if (from && until) return t('admin.coupons.validBetween', { from, until });
  if (from) return t('admin.coupons.validFrom', { from });
  if (until) return t('admin.coupons.validUntil', { until });
  return t('admin.coupons.validAlways');
}

/** A coupon in the staff's list: what it takes off, when, how often used; edit, disable, enable. */
export function CouponRow({ coupon, onEdit, onSetActive }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <Table.Tr className={classes.row} data-testid="coupon-row">
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
        <Text size="sm">{validity(t, coupon, language)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" data-testid="coupon-uses">
          {coupon.usage_limit === null
            ? t('admin.coupons.usesUnlimited', { used: coupon.times_used })
            : t('admin.coupons.uses', { used: coupon.times_used, limit: coupon.usage_limit })}
        </Text>
      </Table.Td>
      <CouponStateCell coupon={coupon} />
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.actions}>
          <RowAction label={t('admin.coupons.edit')} onClick={() => onEdit(coupon)}>
            <IconPencil size={16} />
          </RowAction>
          {coupon.is_active ? (
            <RowAction
              label={t('admin.coupons.disable')}
              color="red"
              onClick={() => onSetActive(coupon, false)}
            >
              <IconTicketOff size={16} />
            </RowAction>
          ) : (
            <RowAction
              label={t('admin.coupons.enable')}
              color="green"
              onClick={() => onSetActive(coupon, true)}
            >
              <IconCircleCheck size={16} />
            </RowAction>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Active or not; an active coupon outside its dates or uses says it cannot be used now. */
function CouponStateCell({ coupon }: { coupon: CouponInfo }) {
  const { t } = useTranslation();
  return (
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
  );
}
