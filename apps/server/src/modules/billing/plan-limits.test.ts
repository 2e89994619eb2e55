import { errorText, PLANS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { assertWithinPlanLimit, planLimitProblem } from './plan-limits.ts';

const [starter, professional, enterprise] = PLANS as [
  (typeof PLANS)[0],
  (typeof PLANS)[0],
  (typeof PLANS)[0],
];

const problemText = (...args: Parameters<typeof planLimitProblem>) => {
  const problem = planLimitProblem(...args);
  return problem && errorText(problem.code, problem.params);
};

describe('plan limits', () => {
  it('allow up to the plan’s devices and contacts, and say so beyond', () => {
    expect(problemText(starter, 'devices', 4)).toBeNull();
    expect(problemText(starter, 'devices', 5)).toBe(
      'Your Starter plan allows up to 5 WhatsApp devices, and you have 5. Upgrade your plan to add more.',
    );
    expect(problemText(professional, 'devices', 14)).toBeNull();
    expect(problemText(professional, 'devices', 15)).not.toBeNull();
    expect(problemText(starter, 'contacts', 999)).toBeNull();
    expect(problemText(starter, 'contacts', 900, 200)).toBe(
      'Your Starter plan allows up to 1,000 contacts. You have 900, so you can add 100 more. Upgrade your plan to add more.',
    );
    expect(problemText(professional, 'contacts', 9_999, 1)).toBeNull();
    expect(problemText(professional, 'contacts', 10_000, 1)).toMatch(/up to 10,000 contacts/);
  });

  it('never limit Enterprise', () => {
    expect(problemText(enterprise, 'devices', 10_000, 500)).toBeNull();
    expect(problemText(enterprise, 'contacts', 5_000_000, 100_000)).toBeNull();
  });
});

describe('assertWithinPlanLimit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('checks against the account’s current plan (the trial’s too) and refuses without a subscription', async () => {
    const db = ctx.database.db;
    const onTrial = await createCustomer(db, { planId: 'professional' });
    await expect(assertWithinPlanLimit(db, onTrial.accountId, 'devices', 14)).resolves.toBeUndefined();
    await expect(assertWithinPlanLimit(db, onTrial.accountId, 'devices', 15)).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Professional plan allows up to 15 WhatsApp devices'),
    });
    const lapsed = await createCustomer(db, { trialEnds: new Date(Date.now() - 1000) });
    await expect(assertWithinPlanLimit(db, lapsed.accountId, 'contacts', 0)).rejects.toMatchObject({
      status: 403,
      message: 'Your subscription is not active. Choose a plan to continue.',
    });
  });
});
