import {
  type AccountDict,
  type AddSubscriptionRequest,
  type AdminContactMessageRow,
  type AdminPaymentRow,
  type AdminSubscriptionRow,
  CONTACT_MESSAGES_ADMIN_PATHS,
  type CouponInfo,
  type CreateCouponRequest,
  DEFAULT_ADMIN_PAGE_SIZE,
  type EditSubscriptionRequest,
  type PagedList,
  type UpdateCouponRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

const SUBSCRIPTIONS = '/api/v1/apanel/customer/subscriptions/';
const PAYMENTS = '/api/v1/apanel/customer/payments/';
const COUPONS = '/api/v1/apanel/billing/coupons/';

export const ADMIN_PATHS = {
  subscriptions: SUBSCRIPTIONS,
  subscription: (id: string) => `${SUBSCRIPTIONS}${encodeURIComponent(id)}/`,
  forceDeleteSubscription: (id: string) => `${SUBSCRIPTIONS}${encodeURIComponent(id)}/force-delete/`,
  accounts: '/api/v1/apanel/customer/accounts/',
  payments: PAYMENTS,
  confirmPayment: `${PAYMENTS}confirm-payment/`,
  rejectPayment: `${PAYMENTS}reject-payment/`,
  coupons: COUPONS,
  coupon: (id: string) => `${COUPONS}${encodeURIComponent(id)}/`,
  contactMessages: CONTACT_MESSAGES_ADMIN_PATHS.list,
  markContactMessageHandled: CONTACT_MESSAGES_ADMIN_PATHS.markHandled,
} as const;

/** A page of a staff list: `page` from 1, the spec's page size of 20, and an optional search. */
export interface ListParams {
  page: number;
  search: string;
}

function listQuery({ page, search }: ListParams) {
  return { page, page_size: DEFAULT_ADMIN_PAGE_SIZE, search: search || undefined };
}

export function fetchSubscriptions(params: ListParams): Promise<PagedList<AdminSubscriptionRow>> {
  return api.get(ADMIN_PATHS.subscriptions, { query: listQuery(params) });
}

export function fetchPayments(params: ListParams): Promise<PagedList<AdminPaymentRow>> {
  return api.get(ADMIN_PATHS.payments, { query: listQuery(params) });
}

export function fetchAccounts(search: string): Promise<PagedList<AccountDict>> {
  return api.get(ADMIN_PATHS.accounts, { query: { page: 1, page_size: 20, search: search || undefined } });
}

export function addSubscription(input: AddSubscriptionRequest): Promise<AdminSubscriptionRow> {
  return api.post(ADMIN_PATHS.subscriptions, input);
}

export function editSubscription(id: string, input: EditSubscriptionRequest): Promise<AdminSubscriptionRow> {
  return api.patch(ADMIN_PATHS.subscription(id), input);
}

export function forceDeleteSubscription(id: string): Promise<{ subscription_id: string }> {
  return api.delete(ADMIN_PATHS.forceDeleteSubscription(id));
}

export function confirmPayment(paymentId: string): Promise<{ detail: string; payment: AdminPaymentRow }> {
  return api.post(ADMIN_PATHS.confirmPayment, { payment_id: paymentId });
}

export function rejectPayment(
  paymentId: string,
  reason: string | null,
): Promise<{ detail: string; payment: AdminPaymentRow }> {
  return api.post(ADMIN_PATHS.rejectPayment, { payment_id: paymentId, reason });
}

export function fetchCoupons(params: ListParams): Promise<PagedList<CouponInfo>> {
  return api.get(ADMIN_PATHS.coupons, { query: listQuery(params) });
}

export function createCoupon(input: CreateCouponRequest): Promise<CouponInfo> {
  return api.post(ADMIN_PATHS.coupons, input);
}

/** Changes a coupon; `{ is_active: false }` disables it. */
export function updateCoupon(id: string, input: UpdateCouponRequest): Promise<CouponInfo> {
  return api.patch(ADMIN_PATHS.coupon(id), input);
}

export function fetchContactMessages(params: ListParams): Promise<PagedList<AdminContactMessageRow>> {
  return api.get(ADMIN_PATHS.contactMessages, { query: listQuery(params) });
}

export function markContactMessageHandled(
  messageId: string,
  handled: boolean,
): Promise<AdminContactMessageRow> {
  return api.post(ADMIN_PATHS.markContactMessageHandled, { message_id: messageId, handled });
}
