// What other parts of the server may use of modules/team: they import it from here, never from its
// repos (scripts/check-modules.mjs).

export { agentsSeeAllConversations } from './inbox-visibility.ts';
export { PRESENCE_STALE_SECONDS, presenceOf } from './presence.repo.ts';
export { PresenceTracker, type TabPresence } from './presence-tracker.ts';
export { findSecuritySettings } from './team.repo.ts';
