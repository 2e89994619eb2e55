/**
 * What a team member (agent) may call, decided here and nowhere else: every route under
 * `/api/v1/account/` and `/api/v1/cpanel/` is classified by the longest prefix below that matches
 * it. `agents`: agents and the owner; `owner`: the owner only (an agent gets 403
 * `agent_not_allowed`). A route no prefix matches is the owner's, and `http/guards.test.ts` fails
 * on it, so a new route is classified on purpose.
 */
export type TeamAccess = 'agents' | 'owner';

export const TEAM_ACCESS: readonly (readonly [prefix: string, access: TeamAccess])[] = [
  // Everyone's own: the profile, the panel's live events, whether the account is subscribed.
  ['/api/v1/account/profile/', 'agents'],
  ['/api/v1/account/live/', 'agents'],
  ['/api/v1/account/subscription/check-if-subscribed/', 'agents'],
  ['/api/v1/account/onboarding/check-subscription/', 'agents'],
  // Contacts and contact groups are agents' work; imports (raw cells, numbers included) the owner's.
  ['/api/v1/cpanel/contacts/', 'agents'],
  ['/api/v1/cpanel/contacts/imports/', 'owner'],
  // Chats are agents' work: the inbox, its channels and quick replies (numbers masked when hidden).
  ['/api/v1/cpanel/chats/', 'agents'],
  // The inbox's reports: the owner's of everyone, an agent's of their own conversations.
  ['/api/v1/cpanel/reports/', 'agents'],
  // A chat's attachments: the upload an answer sends, and the files a thread shows.
  ['/api/v1/cpanel/campaigns/content-templates/media/', 'agents'],
  // Billing, devices and warmup, campaigns and templates, the dashboard, settings, the team, and
  // the REST API's keys and webhooks.
  ['/api/v1/account/subscription/', 'owner'],
  ['/api/v1/cpanel/wa-devices/', 'owner'],
  ['/api/v1/cpanel/utility/', 'owner'],
  ['/api/v1/cpanel/campaigns/', 'owner'],
  ['/api/v1/cpanel/dashboard/', 'owner'],
  ['/api/v1/cpanel/team/', 'owner'],
  ['/api/v1/cpanel/account/', 'owner'],
  ['/api/v1/cpanel/integrations/', 'owner'],
  // Business hours are the owner's; the inbox's mark reads the schedule, so agents may read that.
  ['/api/v1/cpanel/business-hours/', 'owner'],
  ['/api/v1/cpanel/business-hours/current/', 'agents'],
  // Auto-replies answer for the whole account, and the planner sends its broadcasts: the owner's.
  ['/api/v1/cpanel/automation/', 'owner'],
  ['/api/v1/cpanel/planner/', 'owner'],
];

/** The rule for a route's path, or undefined when none names it (then it is the owner's). */
export function teamAccessRule(url: string): TeamAccess | undefined {
  let best: readonly [string, TeamAccess] | undefined;
  for (const rule of TEAM_ACCESS) {
    if (url.startsWith(rule[0]) && (!best || rule[0].length > best[0].length)) best = rule;
  }
  return best?.[1];
}
