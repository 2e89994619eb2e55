import { BILLING_MESSAGES } from '@siar/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AuthUser } from '../modules/auth/sessions.service.ts';
import { isSubscribed } from '../modules/billing/subscription-view.ts';
import { findLatestSubscription } from '../modules/billing/subscriptions.repo.ts';
import { AppError } from './errors.ts';

// The guard chain, composed once: public (no guard) → authenticated → customer → subscribed
// customer, and authenticated → staff. Routes use these as `preHandler` or call them for the user
// they return.

export type CustomerUser = AuthUser & { accountId: string };

export async function authenticatedUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.currentUser();
  if (!user) throw AppError.unauthenticated();
  return user;
}

export async function staffUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticatedUser(request);
  if (!user.isStaff) throw AppError.forbidden();
  return user;
}

/** A user of a customer account (staff users have none: they work in the admin panel). */
export async function customerUser(request: FastifyRequest): Promise<CustomerUser> {
  const user = await authenticatedUser(request);
  if (!user.accountId) {
    throw AppError.forbidden('This is for customer accounts; staff work in the admin panel.');
  }
  return user as CustomerUser;
}

/**
 * A customer whose subscription is in force (the trial included). Everything under
 * `/api/v1/cpanel/` sits behind this; others get 403 with `BILLING_MESSAGES.subscriptionInactive`.
 */
export async function subscribedCustomer(request: FastifyRequest, db: Database): Promise<CustomerUser> {
  const user = await customerUser(request);
  const subscription = await findLatestSubscription(db, user.accountId);
  if (!isSubscribed(subscription)) throw AppError.forbidden(BILLING_MESSAGES.subscriptionInactive);
  return user;
}

export const requireAuthenticated = async (request: FastifyRequest) => {
  await authenticatedUser(request);
};

export const requireStaff = async (request: FastifyRequest) => {
  await staffUser(request);
};

export const requireCustomer = async (request: FastifyRequest) => {
  await customerUser(request);
};

/** The preHandler of every customer-panel route: `{ preHandler: requireSubscribedCustomer(db) }`. */
export function requireSubscribedCustomer(db: Database) {
  return async (request: FastifyRequest) => {
    await subscribedCustomer(request, db);
  };
}
