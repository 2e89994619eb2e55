import {
  IconAddressBook,
  IconApi,
  IconChartBar,
  IconClock,
  IconCreditCard,
  IconDeviceMobile,
  IconLayoutDashboard,
  IconMessageBolt,
  IconMessages,
  IconShieldLock,
  IconSpeakerphone,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { PATHS } from '../../app/paths.ts';
import type { SidebarGroup } from './sidebar-types.ts';

/** The spec's sidebar, group by group, in its order. */
export const CUSTOMER_SIDEBAR: readonly SidebarGroup[] = [
  {
    label: 'sidebar.statistics',
    links: [{ label: 'sidebar.dashboard', to: PATHS.cpanel.dashboard, icon: IconLayoutDashboard }],
  },
  {
    label: 'sidebar.communication',
    links: [
      { label: 'sidebar.chats', to: PATHS.cpanel.chats, icon: IconMessages },
      // The inbox's figures: the owner's of everyone, an agent's of their own.
      { label: 'sidebar.reports', to: PATHS.cpanel.reports, icon: IconChartBar },
      // Rules that answer by themselves: owner only (an agent's sidebar drops it, see team-access.ts).
      { label: 'sidebar.autoReplies', to: PATHS.cpanel.autoReplies, icon: IconMessageBolt },
    ],
  },
  {
    label: 'sidebar.marketing',
    links: [
      { label: 'sidebar.devices', to: PATHS.cpanel.devices, icon: IconDeviceMobile },
      { label: 'sidebar.campaigns', to: PATHS.cpanel.campaigns, icon: IconSpeakerphone },
    ],
  },
  {
    label: 'sidebar.dataStore',
    links: [
      {
        label: 'sidebar.contacts',
        to: PATHS.cpanel.contacts,
        icon: IconAddressBook,
        alsoActiveUnder: [PATHS.cpanel.contactGroups],
      },
    ],
  },
  {
    // The REST API page: owner only (an agent's sidebar drops it, see team-access.ts).
    label: 'sidebar.integrations',
    links: [{ label: 'sidebar.restApi', to: PATHS.cpanel.restApi, icon: IconApi }],
  },
  {
    label: 'sidebar.account',
    links: [
      { label: 'sidebar.profile', to: PATHS.cpanel.profile, icon: IconUserCircle },
      { label: 'sidebar.security', to: PATHS.cpanel.security, icon: IconShieldLock },
      // Team members are managed here, beside the other account settings (owner only).
      { label: 'sidebar.team', to: PATHS.cpanel.team, icon: IconUsersGroup },
      // When the business answers: the inbox's mark and the away replies read it (owner only).
      { label: 'sidebar.businessHours', to: PATHS.cpanel.businessHours, icon: IconClock },
      { label: 'sidebar.subscription', to: PATHS.cpanel.subscription, icon: IconCreditCard },
    ],
  },
];
