import { COOKIES, CSRF_HEADER } from '@siar/shared';
import type { Database } from '../../apps/server/src/db/client.ts';
import { accountSettings, users } from '../../apps/server/src/db/schema/index.ts';
import { startSession } from '../../apps/server/src/modules/auth/sessions.service.ts';

function cookieValue(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = pair!.split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A browser's cookies: the session, and the CSRF token the server issues for that session. */
export async function browserHeaders(db: Database, base: string, userId: string) {
  const session = await startSession(db, { userId, maxAgeSeconds: 3600 });
  const csrf = cookieValue(
    await fetch(`${base}/api/v1/health/`, { headers: { cookie: `${COOKIES.session}=${session}` } }),
    COOKIES.csrf,
  );
  if (!csrf) throw new Error('the server set no CSRF cookie for the session');
  return { cookie: `${COOKIES.csrf}=${csrf}; ${COOKIES.session}=${session}`, [CSRF_HEADER]: csrf };
}

/**
 * The account's members for `count` tabs: the owner and `count - 1` agents (team members), the
 * account set so agents see every conversation; each member's browser headers (a session of its own).
 */
export async function memberBrowsers(
  db: Database,
  base: string,
  customer: { accountId: string; userId: string },
  count: number,
) {
  await db
    .insert(accountSettings)
    .values({ accountId: customer.accountId, agentsSeeAllConversations: true })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: { agentsSeeAllConversations: true } });
  const agents =
    count > 1
      ? await db
          .insert(users)
          .values(
            Array.from({ length: count - 1 }, (_, i) => ({
              accountId: customer.accountId,
              username: `bench_live_agent_${i}`,
              name: `Agent ${i}`,
              passwordHash: 'not-used',
            })),
          )
          .returning({ id: users.id })
      : [];
  const userIds = [customer.userId, ...agents.map((agent) => agent.id)];
  return Promise.all(userIds.map((userId) => browserHeaders(db, base, userId)));
}
