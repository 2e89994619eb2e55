/**
 * The operator dashboard's colours, from Okabe and Ito's palette for colour-blind readers (as the
 * customer dashboard's, features/dashboard/chart-colors.ts): money dark blue, messages sky blue,
 * churn vermillion; the plans sky blue, dark blue and reddish purple.
 */
export const REVENUE_COLOR = '#0072B2';
export const MESSAGES_COLOR = '#56B4E9';
export const CHURN_COLOR = '#D55E00';
export const PLAN_COLORS: Record<string, string> = {
  starter: '#56B4E9',
  professional: '#0072B2',
  enterprise: '#CC79A7',
};
export const OTHER_PLAN_COLOR = '#999999';
