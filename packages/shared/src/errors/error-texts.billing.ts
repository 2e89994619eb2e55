/** Billing: the customer's purchase flow and staff's payments, subscriptions and coupons. English texts by code (see error-texts.ts). */
export const BILLING_ERROR_TEXTS = {
  // ---- billing (customer) ----
  select_plan_first: 'Please select a plan first.',
  unknown_plan: 'Unknown plan. Choose Starter, Professional or Enterprise.',
  billing_cycle_invalid: 'Billing cycle must be monthly or yearly.',
  payment_method_required: 'Please choose a payment method.',
  payment_method_unavailable: 'This payment method is not available.',
  coupon_invalid: 'Invalid or expired coupon code.',
  open_payment_exists:
    'You already have an open payment. Cancel it, or wait until it is confirmed, before creating a new one.',
  too_many_open_payments: 'Too many payments are open right now. Please try again in a few minutes.',
  payment_not_found: 'Payment not found.',
  payment_expired: 'This payment has expired. Please create a new one.',
  payment_closed: 'This payment is closed and can no longer be changed.',
  payment_awaiting_cannot_cancel:
    'This payment is awaiting confirmation by our team and can no longer be cancelled. Contact support if you did not pay.',
  no_subscription_to_cancel: 'You have no active subscription to cancel.',
  device_limit_reached:
    'Your {{plan}} plan allows up to {{limit}} WhatsApp devices, and you have {{current}}. Upgrade your plan to add more.',
  device_limit_room:
    'Your {{plan}} plan allows up to {{limit}} WhatsApp devices. You have {{current}}, so you can add {{room}} more. Upgrade your plan to add more.',
  contact_limit_reached:
    'Your {{plan}} plan allows up to {{limit}} contacts, and you have {{current}}. Upgrade your plan to add more.',
  contact_limit_room:
    'Your {{plan}} plan allows up to {{limit}} contacts. You have {{current}}, so you can add {{room}} more. Upgrade your plan to add more.',

  // ---- billing (staff) ----
  payment_not_awaiting: 'Only payments awaiting confirmation can be confirmed or rejected.',
  subscription_not_found: 'Subscription not found.',
  account_not_found: 'Account not found.',
  account_required: 'Choose a customer account.',
  end_date_in_past: 'The end date must be in the future.',
  already_subscribed: 'This account already has a subscription in force. Edit that one instead.',
  subscription_ended_not_editable: 'An ended subscription cannot be edited.',
  subscription_move_not_allowed: 'A subscription cannot move from {{from}} to {{to}}.',
  only_ended_deletable: 'Only ended subscriptions can be deleted.',
  nothing_to_change: 'Change at least one of plan, billing cycle, end date, status.',
  coupon_not_found: 'Coupon not found.',
  contact_message_not_found: 'Message not found.',
  coupon_code_format: 'Use 3-32 letters, digits, dashes or underscores.',
  coupon_code_taken: 'A coupon with this code already exists.',
  coupon_kind_invalid: 'Kind must be percent or fixed.',
  coupon_percent_max: 'A percentage must be 100 or less.',
  coupon_validity_order: 'The end of validity must be after its start.',
} as const;
