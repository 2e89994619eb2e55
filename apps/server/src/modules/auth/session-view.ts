import { isSubscribedStatus, type SessionUser, type SubscriptionStanding } from '@siar/shared';
import type { AuthUser } from './sessions.service.ts';

/** The session's user as the API answers it (`sessionUserSchema`), with the account's standing. */
export function toSessionUser(user: AuthUser, now = new Date()): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    is_staff: user.isStaff,
    account_id: user.accountId,
    role: user.role,
    numbers_hidden: user.role === 'agent' && user.hidePhoneNumbers === true,
    subscription: toStanding(user.subscription, now),
  };
}

function toStanding(subscription: AuthUser['subscription'], now: Date): SubscriptionStanding | null {
  // A left join: no subscription comes back as a row of nulls.
  if (!subscription?.planId || !subscription.currentPeriodEnd) return null;
  return {
    plan_id: subscription.planId,
    billing_cycle: subscription.billingCycle,
    is_trial: subscription.isTrial,
    status: subscription.status,
    is_subscribed: isSubscribedStatus(subscription.status) && subscription.currentPeriodEnd > now,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    end_date: subscription.currentPeriodEnd.toISOString(),
  };
}
