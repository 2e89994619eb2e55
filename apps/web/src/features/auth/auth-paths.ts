import type { SessionUser } from '@siar/shared';
import { PATHS } from '../../app/paths.ts';

/** Where a logged-in user belongs: staff in the admin panel, customers in theirs (agents in chats). */
export function homePathFor(
  user: (Pick<SessionUser, 'is_staff'> & Partial<Pick<SessionUser, 'role'>>) | null | undefined,
): string {
  if (user?.is_staff) return PATHS.apanel.dashboard;
  return user?.role === 'agent' ? PATHS.cpanel.chats : PATHS.cpanel.dashboard;
}

/**
 * The `?next=` a login returns to, when it is a path of this site. Anything else (another
 * origin, `//host`, `/\host`, a scheme) is dropped, so the parameter cannot send users away.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (next === PATHS.login || next.startsWith(`${PATHS.login}?`) || next.startsWith(PATHS.logout)) {
    return undefined;
  }
  return next;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `${PATHS.login}?${new URLSearchParams({ next: path })}`;
}
