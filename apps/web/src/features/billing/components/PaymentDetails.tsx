import { Center, Divider, Paper, Stack, Text } from '@mantine/core';
import { formatIdr, type PaymentInfo } from '@siar/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './CopyValue.tsx';

/** Where and how much to pay, for the payment's method. */
export function PaymentDetails({ payment }: { payment: PaymentInfo }) {
  const { t } = useTranslation();
  const details = payment.details;
  const amount = (
    <CopyValue label={t('billing.payment.exactAmount')} copyValue={String(payment.total_due)} emphasis>
      <span data-testid="payment-total">{formatIdr(payment.total_due)}</span>
    </CopyValue>
  );

  switch (details.method) {
    case 'bank_transfer':
      return (
        <Stack gap={0}>
          <CopyValue label={t('billing.payment.bankName')}>{details.bank_name}</CopyValue>
          <CopyValue label={t('billing.payment.accountNumber')} copyValue={details.account_number}>
            {details.account_number}
          </CopyValue>
          <CopyValue label={t('billing.payment.accountHolder')}>{details.account_holder}</CopyValue>
          <Divider my={4} />
          {amount}
          <Text size="xs" c="dimmed">
            {t('billing.payment.bankNote', { code: String(payment.unique_code) })}
          </Text>
        </Stack>
      );
    case 'virtual_account':
      return (
        <Stack gap={0}>
          <CopyValue label={t('billing.payment.bankName')}>{details.bank_name}</CopyValue>
          <CopyValue label={t('billing.payment.vaNumber')} copyValue={details.virtual_account_number}>
            {details.virtual_account_number}
          </CopyValue>
          <CopyValue label={t('billing.payment.accountHolder')}>{details.account_holder}</CopyValue>
          <Divider my={4} />
          {amount}
          <Text size="xs" c="dimmed">
            {t('billing.payment.vaNote')}
          </Text>
        </Stack>
      );
    case 'qris':
      return (
        <Stack gap="xs">
          <Center>
            <Paper withBorder p="md" bg="white">
              <QRCodeSVG
                value={details.qris_payload}
                size={220}
                level="M"
                marginSize={2}
                role="img"
                aria-label={t('billing.payment.qrisAlt', { merchant: details.merchant_name })}
                data-testid="qris-code"
              />
            </Paper>
          </Center>
          <CopyValue label={t('billing.payment.merchant')}>{details.merchant_name}</CopyValue>
          {amount}
          <Text size="xs" c="dimmed">
            {t('billing.payment.qrisNote')}
          </Text>
        </Stack>
      );
    case 'crypto':
      return (
        <Stack gap={0}>
          <CopyValue label={t('billing.payment.network')}>{details.network}</CopyValue>
          <CopyValue label={t('billing.payment.address')} copyValue={details.address}>
            {details.address}
          </CopyValue>
          <Divider my={4} />
          <CopyValue label={t('billing.payment.cryptoAmount')} copyValue={details.amount} emphasis>
            {details.amount} {details.currency}
          </CopyValue>
          <Text size="xs" c="dimmed">
            {t('billing.payment.cryptoNote', {
              total: formatIdr(payment.total_due),
              rate: formatIdr(details.idr_rate),
              currency: details.currency,
              network: details.network,
            })}
          </Text>
        </Stack>
      );
  }
}
