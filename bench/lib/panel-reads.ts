import { CHATS_PATHS, CONTACTS_PATHS, DASHBOARD_PATHS } from '@siar/shared';

/**
 * The reads a customer's panel makes most, for `npm run bench`'s request rates (issue 22 asks
 * each for 80% of the health route's rate).
 */
export function panelReads(base: string, headers: Record<string, string>) {
  return {
    'customer dashboard stats': { url: `${base}${DASHBOARD_PATHS.stats}`, headers },
    'customer conversation list': { url: `${base}${CHATS_PATHS.conversations}`, headers },
    'customer contacts list': { url: `${base}${CONTACTS_PATHS.contacts}`, headers },
  };
}
