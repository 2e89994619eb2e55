import {
  IconBook,
  IconHistory,
  IconLayoutDashboard,
  IconMessages,
  IconReceipt,
  IconServer,
  IconTicket,
  IconUsersGroup,
} from '@tabler/icons-react';
import { PATHS } from '../../app/paths.ts';
import type { SidebarGroup } from './sidebar-types.ts';

export const ADMIN_SIDEBAR: readonly SidebarGroup[] = [
  {
    label: 'sidebar.statistics',
    links: [
      { label: 'sidebar.dashboard', to: PATHS.apanel.dashboard, icon: IconLayoutDashboard },
      { label: 'sidebar.gateways', to: PATHS.apanel.gateways, icon: IconServer },
    ],
  },
  {
    label: 'sidebar.customers',
    links: [
      { label: 'sidebar.subscriptions', to: PATHS.apanel.subscriptions, icon: IconUsersGroup },
      { label: 'sidebar.payments', to: PATHS.apanel.payments, icon: IconReceipt },
    ],
  },
  {
    label: 'admin.sidebar.billing',
    links: [{ label: 'admin.sidebar.coupons', to: PATHS.apanel.coupons, icon: IconTicket }],
  },
  {
    label: 'admin.sidebar.support',
    links: [
      { label: 'admin.sidebar.contactMessages', to: PATHS.apanel.contactMessages, icon: IconMessages },
      { label: 'docsAdmin.sidebar', to: PATHS.apanel.docs, icon: IconBook },
    ],
  },
  {
    label: 'admin.sidebar.security',
    links: [{ label: 'admin.sidebar.auditLog', to: PATHS.apanel.auditLog, icon: IconHistory }],
  },
];
