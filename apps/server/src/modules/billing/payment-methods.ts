import {
  PAYMENT_METHOD_NAMES,
  type PaymentDetails,
  type PaymentMethodId,
  type PaymentMethodInfo,
} from '@siar/shared';
import { type Config, DEMO_QRIS } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { virtualAccountSeq } from './payments.repo.ts';
import { qrisMerchantName, toDynamicQris } from './qris.ts';

export type BillingConfig = Pick<
  Config,
  | 'PAYMENT_EXPIRY_HOURS'
  | 'PAYMENT_METHODS'
  | 'BANK_TRANSFER_BANK_NAME'
  | 'BANK_TRANSFER_ACCOUNT_NUMBER'
  | 'BANK_TRANSFER_ACCOUNT_HOLDER'
  | 'VIRTUAL_ACCOUNT_BANK_NAME'
  | 'VIRTUAL_ACCOUNT_PREFIX'
  | 'VIRTUAL_ACCOUNT_HOLDER'
  | 'QRIS_STATIC_PAYLOAD'
  | 'CRYPTO_CURRENCY'
  | 'CRYPTO_NETWORK'
  | 'CRYPTO_ADDRESS'
  | 'CRYPTO_IDR_RATE'
>;

/** True while any payment detail is still a shipped demo value: nobody could actually be paid. */
export function usesDemoPaymentDetails(config: BillingConfig): boolean {
  return (
    config.BANK_TRANSFER_ACCOUNT_NUMBER === '1234567890' ||
    config.QRIS_STATIC_PAYLOAD === DEMO_QRIS ||
    config.CRYPTO_ADDRESS.startsWith('TSiarDemo')
  );
}

export function virtualAccountNumber(config: BillingConfig, seq: number): string {
  return `${config.VIRTUAL_ACCOUNT_PREFIX}${String(seq).padStart(11, '0')}`;
}

/** Rupiah in the crypto currency, rounded up to the cent so the payment is never short. */
export function cryptoAmount(totalDue: number, idrRate: number): string {
  return (Math.ceil((totalDue * 100) / idrRate) / 100).toFixed(2);
}

/** The methods on offer and where each pays to; the virtual account number is the customer's own. */
export async function listPaymentMethods(
  db: Database,
  config: BillingConfig,
  accountId: string,
): Promise<PaymentMethodInfo[]> {
  const methods: PaymentMethodInfo[] = [];
  for (const id of config.PAYMENT_METHODS) {
    const details: Record<string, string | number> =
      id === 'bank_transfer'
        ? {
            bank_name: config.BANK_TRANSFER_BANK_NAME,
            account_number: config.BANK_TRANSFER_ACCOUNT_NUMBER,
            account_holder: config.BANK_TRANSFER_ACCOUNT_HOLDER,
          }
        : id === 'virtual_account'
          ? {
              bank_name: config.VIRTUAL_ACCOUNT_BANK_NAME,
              virtual_account_number: virtualAccountNumber(config, await virtualAccountSeq(db, accountId)),
              account_holder: config.VIRTUAL_ACCOUNT_HOLDER,
            }
          : id === 'qris'
            ? { merchant_name: qrisMerchantName(config.QRIS_STATIC_PAYLOAD) }
            : {
                currency: config.CRYPTO_CURRENCY,
                network: config.CRYPTO_NETWORK,
                address: config.CRYPTO_ADDRESS,
                idr_rate: config.CRYPTO_IDR_RATE,
              };
    methods.push({ id, name: PAYMENT_METHOD_NAMES[id], details });
  }
  return methods;
}

/** What the customer pays to for one payment of `totalDue`, kept with the payment. */
export async function paymentDetails(
  db: Database,
  config: BillingConfig,
  accountId: string,
  method: PaymentMethodId,
  totalDue: number,
): Promise<PaymentDetails> {
  switch (method) {
    case 'bank_transfer':
      return {
        method,
        bank_name: config.BANK_TRANSFER_BANK_NAME,
        account_number: config.BANK_TRANSFER_ACCOUNT_NUMBER,
        account_holder: config.BANK_TRANSFER_ACCOUNT_HOLDER,
      };
    case 'virtual_account':
      return {
        method,
        bank_name: config.VIRTUAL_ACCOUNT_BANK_NAME,
        virtual_account_number: virtualAccountNumber(config, await virtualAccountSeq(db, accountId)),
        account_holder: config.VIRTUAL_ACCOUNT_HOLDER,
      };
    case 'qris':
      return {
        method,
        merchant_name: qrisMerchantName(config.QRIS_STATIC_PAYLOAD),
        qris_payload: toDynamicQris(config.QRIS_STATIC_PAYLOAD, totalDue),
      };
    case 'crypto':
      return {
        method,
        currency: config.CRYPTO_CURRENCY,
        network: config.CRYPTO_NETWORK,
        address: config.CRYPTO_ADDRESS,
        amount: cryptoAmount(totalDue, config.CRYPTO_IDR_RATE),
        idr_rate: config.CRYPTO_IDR_RATE,
      };
  }
}
