import type { SessionUser } from '@siar/shared';
import { z } from 'zod';
import type { AuthUser } from './sessions.service.ts';

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  is_staff: z.boolean(),
  account_id: z.string().nullable(),
});
export const sessionInfoSchema = z.object({
  is_authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    is_staff: user.isStaff,
    account_id: user.accountId,
  };
}
