import {
  type AccountsPage,
  type AddSubscriptionRequest,
  type AdminContactMessageRow,
  type AdminContactMessagesPage,
  type AdminPaymentsPage,
  type AdminSubscriptionRow,
  type AdminSubscriptionsPage,
  AUDIT_LOG_PATHS,
  type AuditAction,
  type AuditLogPage,
  CONTACT_MESSAGES_ADMIN_PATHS,
  COUPONS_ADMIN_PATHS,
  type ConfirmPaymentAnswer,
  type CouponInfo,
  type CouponsPage,
  type CreateCouponRequest,
  DEFAULT_ADMIN_PAGE_SIZE,
  DEVICES_ADMIN_PATHS,
  type Device,
  type EditSubscriptionRequest,
  type ForceDeleteAnswer,
  fillPath,
  type GatewaysAnswer,
  PAYMENTS_ADMIN_PATHS,
  type RejectPaymentAnswer,
  type StaffCreateDeviceRequest,
  SUBSCRIPTIONS_ADMIN_PATHS,
  type UpdateCouponRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** A page of a staff list: `page` from 1, the spec's page size of 20, and an optional search. */
export interface ListParams {
  page: number;
  search: string;
}

function listQuery({ page, search }: ListParams) {
  return { page, page_size: DEFAULT_ADMIN_PAGE_SIZE, search: search || undefined };
}

export function fetchSubscriptions(params: ListParams): Promise<AdminSubscriptionsPage> {
  return api.get(SUBSCRIPTIONS_ADMIN_PATHS.subscriptions, { query: listQuery(params) });
}

export function fetchPayments(params: ListParams): Promise<AdminPaymentsPage> {
  return api.get(PAYMENTS_ADMIN_PATHS.payments, { query: listQuery(params) });
}

/** The audit log's filters beside the page and search; empty means not filtered. */
export interface AuditLogParams extends ListParams {
  actor: string;
  action: AuditAction | '';
  accountId: string;
}

export function fetchAuditLog({
  actor,
  action,
  accountId,
  ...params
}: AuditLogParams): Promise<AuditLogPage> {
  return api.get(AUDIT_LOG_PATHS.list, {
    query: {
      ...listQuery(params),
      actor: actor || undefined,
      action: action || undefined,
      account_id: accountId || undefined,
    },
  });
}

export function fetchAccounts(search: string): Promise<AccountsPage> {
  return api.get(SUBSCRIPTIONS_ADMIN_PATHS.accounts, { query: listQuery({ page: 1, search }) });
}

export function addSubscription(input: AddSubscriptionRequest): Promise<AdminSubscriptionRow> {
  return api.post(SUBSCRIPTIONS_ADMIN_PATHS.subscriptions, input);
}

export function editSubscription(id: string, input: EditSubscriptionRequest): Promise<AdminSubscriptionRow> {
  return api.patch(fillPath(SUBSCRIPTIONS_ADMIN_PATHS.subscription, { subscription_id: id }), input);
}

export function forceDeleteSubscription(id: string): Promise<ForceDeleteAnswer> {
  return api.delete(fillPath(SUBSCRIPTIONS_ADMIN_PATHS.forceDelete, { subscription_id: id }));
}

/** Adds a device to a customer's account (Scan QR); it starts pairing at once. */
export function createStaffDevice(input: StaffCreateDeviceRequest): Promise<Device> {
  return api.post(DEVICES_ADMIN_PATHS.devices, input);
}

/** A customer's device, with the QR or pairing code on offer while it pairs. */
export function fetchStaffDevice(deviceId: string): Promise<Device> {
  return api.get(fillPath(DEVICES_ADMIN_PATHS.device, { device_id: deviceId }));
}

/** Pairs a customer's device again after its QR ran out. */
export function retryStaffDevice(deviceId: string): Promise<Device> {
  return api.post(fillPath(DEVICES_ADMIN_PATHS.retry, { device_id: deviceId }), {});
}

/** The live gateways and the devices they can still take. */
export function fetchGateways(): Promise<GatewaysAnswer> {
  return api.get(DEVICES_ADMIN_PATHS.gateways);
}

export function confirmPayment(paymentId: string): Promise<ConfirmPaymentAnswer> {
  return api.post(PAYMENTS_ADMIN_PATHS.confirm, { payment_id: paymentId });
}

export function rejectPayment(paymentId: string, reason: string | null): Promise<RejectPaymentAnswer> {
  return api.post(PAYMENTS_ADMIN_PATHS.reject, { payment_id: paymentId, reason });
}

export function fetchCoupons(params: ListParams): Promise<CouponsPage> {
  return api.get(COUPONS_ADMIN_PATHS.coupons, { query: listQuery(params) });
}

export function createCoupon(input: CreateCouponRequest): Promise<CouponInfo> {
  return api.post(COUPONS_ADMIN_PATHS.coupons, input);
}

/** Changes a coupon; `{ is_active: false }` disables it. */
export function updateCoupon(id: string, input: UpdateCouponRequest): Promise<CouponInfo> {
  return api.patch(fillPath(COUPONS_ADMIN_PATHS.coupon, { coupon_id: id }), input);
}

export function fetchContactMessages(params: ListParams): Promise<AdminContactMessagesPage> {
  return api.get(CONTACT_MESSAGES_ADMIN_PATHS.list, { query: listQuery(params) });
}

export function markContactMessageHandled(
  messageId: string,
  handled: boolean,
): Promise<AdminContactMessageRow> {
  return api.post(CONTACT_MESSAGES_ADMIN_PATHS.markHandled, { message_id: messageId, handled });
}
