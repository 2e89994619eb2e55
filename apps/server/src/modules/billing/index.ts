// What other parts of the server may use of modules/billing: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export {
  type CouponRow,
  countCouponUses,
  findCouponById,
  insertCoupon,
  listCoupons,
  updateCoupon,
} from './coupons.repo.ts';
export {
  deleteEndedSubscription,
  endSubscription,
  findLatestSubscription,
  findLiveSubscription,
  findSubscriptionById,
  insertSubscription,
  lockAccount,
  moveSubscription,
  type SubscriptionPatch,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repo.ts';
