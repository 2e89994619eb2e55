/** A customer user's role in their account: the owner who signed it up, or a team member. */
export const ACCOUNT_ROLES = ['owner', 'agent'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
