import type { AdminSubscriptionRow, EditSubscriptionRequest } from '@siar/shared';
import { jakartaDate } from '../billing/format.ts';

export interface SubscriptionFormValues {
  plan_id: string;
  billing_cycle: string;
  /** YYYY-MM-DD, the end of that day in Jakarta time; empty for the default. */
  end_date: string;
  status: string;
  is_trial: boolean;
}

/** The edit form's starting values: the row as it is, its end date as a Jakarta calendar day. */
export function formValuesOf(row: AdminSubscriptionRow): SubscriptionFormValues {
  return {
    plan_id: row.plan_id,
    billing_cycle: row.billing_cycle,
    end_date: jakartaDate(row.end_date),
    status: String(row.status),
    is_trial: row.is_trial,
  };
}

/** What changed, as the edit call takes it; nothing unchanged is sent. */
export function editChanges(
  before: SubscriptionFormValues,
  after: SubscriptionFormValues,
): EditSubscriptionRequest {
  const changes: EditSubscriptionRequest = {};
  if (after.plan_id !== before.plan_id) changes.plan_id = after.plan_id as EditSubscriptionRequest['plan_id'];
  if (after.billing_cycle !== before.billing_cycle) {
    changes.billing_cycle = after.billing_cycle as EditSubscriptionRequest['billing_cycle'];
  }
  if (after.end_date && after.end_date !== before.end_date) changes.end_date = after.end_date;
  if (after.status !== before.status)
    changes.status = Number(after.status) as EditSubscriptionRequest['status'];
  if (after.is_trial !== before.is_trial) changes.is_trial = after.is_trial;
  return changes;
}
