import { randomBytes } from 'node:crypto';
import { COOKIES, FREE_TRIAL_DAYS } from '@siar/shared';
import type { SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { startSession } from '../modules/auth/sessions.service.ts';
import { insertCoupon, type NewCoupon } from '../modules/billing/coupons.repo.ts';
import { insertCustomer } from '../modules/onboarding/onboarding.repo.ts';
import { insertAgent } from '../modules/team/team.repo.ts';
import { createOrUpdateStaff } from '../modules/users/staff.service.ts';
import { csrfHeaders } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function uniqueSuffix() {
  return randomBytes(4).toString('hex');
}

export interface TestUser {
  userId: string;
  username: string;
  /** The session cookie's value. */
  token: string;
}

export interface TestCustomer extends TestUser {
  accountId: string;
  name: string;
  email: string;
}

/** A customer as sign-up makes one: account, owner and a 7-day trial (status 2), logged in. */
export async function createCustomer(
  db: Database,
  options: {
    name?: string;
    username?: string;
    planId?: string;
    trialEnds?: Date;
    passwordHash?: string;
  } = {},
): Promise<TestCustomer> {
  const suffix = uniqueSuffix();
  const username = options.username ?? `cust_${suffix}`;
  const name = options.name ?? `Customer ${suffix}`;
  const email = `${username}@example.com`;
  const start = new Date();
  const { accountId, userId } = await insertCustomer(db, {
    name,
    email,
    phoneNumber: `+62812${String(Number.parseInt(suffix, 16)).padStart(10, '0').slice(-8)}`,
    username,
    passwordHash: options.passwordHash ?? 'not-used-in-tests',
    industry: 'retail',
    country: 'ID',
    timezone: 'Asia/Jakarta',
    trial: {
      planId: options.planId ?? 'starter',
      billingCycle: 'monthly',
      start,
      end: options.trialEnds ?? new Date(start.getTime() + FREE_TRIAL_DAYS * DAY_MS),
      status: 2,
    },
  });
  const token = await startSession(db, { userId, maxAgeSeconds: 3600 });
  return { accountId, userId, username, name, email, token };
}

/** An agent (team member) of the customer's account, with a session. */
export async function createAgent(db: Database, owner: TestCustomer): Promise<TestUser> {
  const username = `agent_${uniqueSuffix()}`;
  const userId = await insertAgent(db, owner.accountId, {
    username,
    name: 'Dewi Agent',
    email: `${username}@example.com`,
    phoneNumber: `+62857${String(Number.parseInt(uniqueSuffix(), 16)).padStart(10, '0').slice(-8)}`,
    passwordHash: 'not-used-in-tests',
  });
  const token = await startSession(db, { userId, maxAgeSeconds: 3600 });
  return { userId, username, token };
}

/** A staff user with a session. */
export async function createStaff(db: Database, username = `staff_${uniqueSuffix()}`): Promise<TestUser> {
  const { id } = await createOrUpdateStaff(db, { username, password: 'staff-password' });
  const token = await startSession(db, { userId: id, maxAgeSeconds: 3600 });
  return { userId: id, username, token };
}

export async function createCoupon(db: Database, values: Partial<NewCoupon> & { code: string }) {
  return insertCoupon(db, { kind: 'percent', value: 10, ...values });
}

/** What a browser would send as this user (or as a visitor): cookies, and the CSRF header on writes. */
export async function apiAs(app: App, user?: TestUser) {
  const headers = await csrfHeaders(app, user ? { [COOKIES.session]: user.token } : {});
  const readHeaders = { cookie: headers.cookie };
  return {
    /** What a browser sends on writes: cookies and the CSRF header. */
    headers,
    get: (url: string) => app.inject({ method: 'GET', url, headers: readHeaders }),
    post: (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers, payload: payload ?? {} }),
    patch: (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers, payload }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers, payload }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers }),
  };
}
export type Api = Awaited<ReturnType<typeof apiAs>>;

/** Rows of a raw query, on PGlite or PostgreSQL alike. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
