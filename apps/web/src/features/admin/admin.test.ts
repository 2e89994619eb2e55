import type { AdminSubscriptionRow } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-details.ts';
import { pageFromQuery } from './hooks/use-list-params.ts';
import { editChanges, formValuesOf } from './subscription-form.ts';

const row: AdminSubscriptionRow = {
  subscription_id: 's1',
  account_dict: { name: 'Toko Ana', account_id: 'a1', username: 'toko_ana', email: 'ana@example.com' },
  plan_id: 'starter',
  plan_display: 'Starter (trial)',
  billing_cycle: 'monthly',
  is_trial: true,
  status: 2,
  status_display: 'Awaiting device',
  start_date: '2026-03-01T03:00:00.000Z',
  // 23:59:59 WIB on 8 March is 16:59:59 UTC.
  end_date: '2026-03-08T16:59:59.000Z',
  cancel_at_period_end: false,
  next_plan_id: null,
  next_billing_cycle: null,
  next_plan_starts_at: null,
  created_at: '2026-03-01T03:00:00.000Z',
};

describe('the page in the address', () => {
  it('is a whole number from 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect([null, '', '0', '-2', '1.5', 'abc'].map(pageFromQuery)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('editing a subscription', () => {
  it('starts from the row, its end date as a Jakarta calendar day', () => {
    expect(formValuesOf(row)).toEqual({
      plan_id: 'starter',
      billing_cycle: 'monthly',
      end_date: '2026-03-08',
      status: '2',
      is_trial: true,
    });
  });

  it('sends only what changed', () => {
    const before = formValuesOf(row);
    expect(editChanges(before, before)).toEqual({});
    expect(editChanges(before, { ...before, end_date: '2026-02-01', status: '4' })).toEqual({
      end_date: '2026-02-01',
      status: 4,
    });
    expect(
      editChanges(before, { ...before, plan_id: 'professional', billing_cycle: 'yearly', is_trial: false }),
    ).toEqual({ plan_id: 'professional', billing_cycle: 'yearly', is_trial: false });
  });
});

describe('the audit log details', () => {
  it('lists the fields that changed, leaving out bookkeeping timestamps', () => {
    expect(
      auditChanges(
        { name: 'Rina', is_active: true, updatedAt: '2026-01-01' },
        { name: 'Rina A.', is_active: true, updatedAt: '2026-02-01', password_changed: true },
      ),
    ).toEqual([
      { field: 'name', before: 'Rina', after: 'Rina A.' },
      { field: 'password_changed', before: null, after: 'true' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ url: '' }, { url: 'https://example.com/hook' })).toEqual([
      { field: 'url', before: '', after: 'https://example.com/hook' },
    ]);
  });
});
