import { useTranslation } from 'react-i18next';
import { useGateways } from './use-staff-device.ts';

export interface AddSubscriptionRoom {
  /** The gateways have not answered yet. */
  checking: boolean;
  /** A live gateway has room for another WhatsApp device. */
  open: boolean;
  /** Why Add Subscription is disabled, in the current language; null while open or checking. */
  reason: string | null;
  /** The gateways could not be asked: `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/** Whether staff may add a subscription: the spec's "no WA devices available" is no gateway room. */
export function useAddSubscriptionRoom(): AddSubscriptionRoom {
  const { t } = useTranslation();
  const gateways = useGateways();
  const answer = gateways.data;
  const open = !!answer && answer.room > 0;
  let reason: string | null = null;
  if (!answer && gateways.isError) reason = t('admin.subscriptions.roomUnknown');
  else if (answer && !open)
    reason =
      answer.results.length === 0
        ? t('admin.subscriptions.noGateway')
        : t('admin.subscriptions.gatewaysFull');
  return {
    checking: gateways.isPending,
    open,
    reason,
    failed: !answer && gateways.isError,
    retry: () => void gateways.refetch(),
  };
}
