import type { AccountRole } from '@siar/shared';
import { PATHS } from '../../app/paths.ts';
import type { RouteName } from '../../app/route-names.ts';
import type { SidebarGroup } from '../../layouts/panel/sidebar-types.ts';

/**
 * The panel's pages a team member (agent) may open, with where their sidebar links point. The
 * server decides what agents may call (apps/server/src/http/team-access.ts); this only keeps the
 * browser from offering the rest. Other pages show a "not allowed" state instead.
 */
const AGENT_PAGES: Partial<Record<RouteName, string>> = {
  'cpanel-wa-chats': PATHS.cpanel.chats,
  'cpanel-chat-channels': PATHS.cpanel.chatChannels,
  // Reports: an agent's of their own conversations (the server keeps it so).
  'cpanel-reports': PATHS.cpanel.reports,
  'cpanel-contacts': PATHS.cpanel.contacts,
  'cpanel-contact-groups': PATHS.cpanel.contactGroups,
  'cpanel-account-profile': PATHS.cpanel.profile,
};
const AGENT_LINKS = new Set(Object.values(AGENT_PAGES));

type Role = AccountRole | null | undefined;

export function mayOpenPage(role: Role, route: RouteName | undefined): boolean {
  return role !== 'agent' || (route !== undefined && route in AGENT_PAGES);
}

/** Where the panel starts: agents work in chats, the owner starts at the dashboard. */
export function panelHomeFor(role: Role): string {
  return role === 'agent' ? PATHS.cpanel.chats : PATHS.cpanel.dashboard;
}

/** The sidebar without the links the role may not open (and without groups left empty). */
export function sidebarFor(role: Role, groups: readonly SidebarGroup[]): readonly SidebarGroup[] {
  if (role !== 'agent') return groups;
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => AGENT_LINKS.has(link.to)) }))
    .filter((group) => group.links.length > 0);
}
