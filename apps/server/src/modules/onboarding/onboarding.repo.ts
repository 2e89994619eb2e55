import type { SubscriptionStatus } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, subscriptions, users } from '../../db/schema/index.ts';

export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return !!row;
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return !!row;
}

export async function phoneExists(db: Database, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  return !!row;
}

export interface NewCustomer {
  name: string;
  email: string;
  phoneNumber: string;
  username: string;
  passwordHash: string;
  industry: string;
  country: string;
  timezone: string;
  trial: { planId: string; billingCycle: string; start: Date; end: Date; status: SubscriptionStatus };
}

/** The account, its owner and the trial subscription: all three or none. */
export async function insertCustomer(db: Database, input: NewCustomer) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        name: input.name,
        industry: input.industry,
        country: input.country,
        timezone: input.timezone,
      })
      .returning({ id: accounts.id });
    const [user] = await tx
      .insert(users)
      .values({
        accountId: account!.id,
        username: input.username,
        email: input.email,
        phoneNumber: input.phoneNumber,
        name: input.name,
        passwordHash: input.passwordHash,
      })
      .returning({ id: users.id });
    await tx.update(accounts).set({ ownerUserId: user!.id }).where(eq(accounts.id, account!.id));
    await tx.insert(subscriptions).values({
      accountId: account!.id,
      planId: input.trial.planId,
      billingCycle: input.trial.billingCycle,
      status: input.trial.status,
      isTrial: true,
      currentPeriodStart: input.trial.start,
      currentPeriodEnd: input.trial.end,
    });
    return { accountId: account!.id, userId: user!.id };
  });
}
