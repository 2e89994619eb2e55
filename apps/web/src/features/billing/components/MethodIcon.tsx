import type { PaymentMethodId } from '@siar/shared';
import { IconBuildingBank, IconCreditCard, IconCurrencyBitcoin, IconQrcode } from '@tabler/icons-react';

const ICONS = {
  bank_transfer: IconBuildingBank,
  virtual_account: IconCreditCard,
  qris: IconQrcode,
  crypto: IconCurrencyBitcoin,
} as const;

export function MethodIcon({ method, size = 22 }: { method: PaymentMethodId; size?: number }) {
  const Icon = ICONS[method] ?? IconCreditCard;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
