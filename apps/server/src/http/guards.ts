import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/sessions.service.ts';
import { AppError } from './errors.ts';

// The guard chain, composed once: public (no guard) → authenticated → staff. Routes use these as
// `preHandler` or call them for the user they return.

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

export const requireAuthenticated = async (request: FastifyRequest) => {
  await authenticatedUser(request);
};

export const requireStaff = async (request: FastifyRequest) => {
  await staffUser(request);
};
