import { BrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/site/pages/HomePage.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { AppRoot } from './AppRoot.tsx';
import { lazyPage } from './lazy-page.tsx';
import { PATHS } from './paths.ts';
import { routeMeta } from './route-meta.ts';
import { RouteTable } from './route-table.tsx';

// Every page and panel layout is a chunk of its own: the public site never fetches the panels, and
// a panel's code arrives when it is opened (after login). The public frame and the home page, what
// most first visits show, come with the main chunk: no second round trip, no dozen small requests.
// Meta stays here, so titles need no chunk.

const publicRoutes: RouteObject[] = [
  {
    index: true,
    element: <HomePage />,
    handle: routeMeta('home'),
  },
  {
    path: 'pricing',
    element: lazyPage(() => import('../features/site/pages/PricingPage.tsx'), 'PricingPage', 'site-pages'),
    handle: routeMeta('pricing'),
  },
  {
    path: 'refund',
    element: lazyPage(() => import('../features/site/pages/RefundPage.tsx'), 'RefundPage', 'site-pages'),
    handle: routeMeta('refund'),
  },
  {
    path: 'terms',
    element: lazyPage(() => import('../features/site/pages/TermsPage.tsx'), 'TermsPage', 'site-pages'),
    handle: routeMeta('terms'),
  },
  {
    path: 'contact',
    element: lazyPage(() => import('../features/site/pages/ContactPage.tsx'), 'ContactPage', 'site'),
    handle: routeMeta('contact'),
  },
  {
    path: 'login',
    element: lazyPage(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage', 'site'),
    handle: routeMeta('login'),
  },
  {
    path: 'sign-up',
    element: lazyPage(() => import('../features/onboarding/pages/SignUpPage.tsx'), 'SignUpPage', 'site'),
    handle: routeMeta('sign-up'),
  },
  {
    path: 'logout',
    element: lazyPage(() => import('../features/auth/pages/LogoutPage.tsx'), 'LogoutPage', 'site'),
    handle: routeMeta('logout'),
  },
  {
    path: '*',
    element: lazyPage(() => import('../features/site/pages/NotFoundPage.tsx'), 'NotFoundPage', 'site'),
    handle: routeMeta('not-found'),
  },
];

/** Paths relative to /app/c/, as the spec lists them. */
const customerPanelRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.cpanel.dashboard} replace /> },
  {
    path: 'dashboard',
    element: lazyPage(() => import('../features/dashboard/pages/DashboardPage.tsx'), 'DashboardPage'),
    handle: routeMeta('cpanel-dashboard'),
  },
  {
    path: 'wa-chats',
    element: lazyPage(() => import('../features/chats/pages/ChatsPage.tsx'), 'ChatsPage'),
    handle: routeMeta('cpanel-wa-chats'),
  },
  {
    path: 'wa-chats/chat-channels',
    element: lazyPage(() => import('../features/chats/pages/ChatChannelsPage.tsx'), 'ChatChannelsPage'),
    handle: routeMeta('cpanel-chat-channels'),
  },
  {
    path: 'reports',
    element: lazyPage(() => import('../features/reports/pages/ReportsPage.tsx'), 'ReportsPage'),
    handle: routeMeta('cpanel-reports'),
  },
  {
    path: 'wa-devices',
    element: lazyPage(() => import('../features/devices/pages/DevicesPage.tsx'), 'DevicesPage'),
    handle: routeMeta('cpanel-wa-devices'),
  },
  {
    path: 'wa-devices/warmup',
    element: lazyPage(() => import('../features/warmup/pages/WarmupPage.tsx'), 'WarmupPage'),
    handle: routeMeta('cpanel-warmup'),
  },
  {
    path: 'campaigns',
    element: lazyPage(() => import('../features/campaigns/pages/CampaignsPage.tsx'), 'CampaignsPage'),
    handle: routeMeta('cpanel-campaigns'),
  },
  {
    path: 'campaigns/:campaign_id',
    element: lazyPage(
      () => import('../features/campaigns/pages/CampaignDetailPage.tsx'),
      'CampaignDetailPage',
    ),
    handle: routeMeta('cpanel-campaign'),
  },
  {
    path: 'campaigns/content-templates',
    element: lazyPage(
      () => import('../features/templates/pages/ContentTemplatesPage.tsx'),
      'ContentTemplatesPage',
    ),
    handle: routeMeta('cpanel-content-templates'),
  },
  {
    path: 'planner',
    element: lazyPage(() => import('../features/planner/pages/PlannerPage.tsx'), 'PlannerPage'),
    handle: routeMeta('cpanel-planner'),
  },
  {
    path: 'automation/auto-replies',
    element: lazyPage(() => import('../features/auto-replies/pages/AutoRepliesPage.tsx'), 'AutoRepliesPage'),
    handle: routeMeta('cpanel-auto-replies'),
  },
  {
    path: 'contacts',
    element: lazyPage(() => import('../features/contacts/pages/ContactsPage.tsx'), 'ContactsPage'),
    handle: routeMeta('cpanel-contacts'),
  },
  {
    path: 'contact-groups',
    element: lazyPage(() => import('../features/contacts/pages/ContactGroupsPage.tsx'), 'ContactGroupsPage'),
    handle: routeMeta('cpanel-contact-groups'),
  },
  {
    path: 'integrations/rest',
    element: lazyPage(() => import('../features/integrations/pages/RestApiPage.tsx'), 'RestApiPage'),
    handle: routeMeta('cpanel-integrations-rest'),
  },
  {
    path: 'account/profile',
    element: lazyPage(() => import('../features/account/pages/AccountProfilePage.tsx'), 'AccountProfilePage'),
    handle: routeMeta('cpanel-account-profile'),
  },
  {
    path: 'account/security',
    element: lazyPage(
      () => import('../features/account/pages/AccountSecurityPage.tsx'),
      'AccountSecurityPage',
    ),
    handle: routeMeta('cpanel-account-security'),
  },
  {
    path: 'account/team',
    element: lazyPage(() => import('../features/account/pages/AccountTeamPage.tsx'), 'AccountTeamPage'),
    handle: routeMeta('cpanel-account-team'),
  },
  {
    path: 'account/business-hours',
    element: lazyPage(
      () => import('../features/business-hours/pages/BusinessHoursPage.tsx'),
      'BusinessHoursPage',
    ),
    handle: routeMeta('cpanel-account-business-hours'),
  },
  {
    path: 'account/subscription',
    element: lazyPage(() => import('../features/billing/pages/SubscriptionPage.tsx'), 'SubscriptionPage'),
    handle: routeMeta('cpanel-account-subscription'),
  },
];

/** The sandbox phone, public, in a phone-sized frame of its own; paths relative to /sandbox/. */
const sandboxPhoneRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.sandbox.phone} replace /> },
  {
    path: 'scan/:token',
    element: lazyPage(() => import('../features/devices/pages/SandboxScanPage.tsx'), 'SandboxScanPage'),
    handle: routeMeta('sandbox-scan'),
  },
  {
    path: 'phone',
    element: lazyPage(() => import('../features/devices/pages/SandboxCodePage.tsx'), 'SandboxCodePage'),
    handle: routeMeta('sandbox-phone'),
  },
];

const adminPanelRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.apanel.dashboard} replace /> },
  {
    path: 'dashboard',
    element: lazyPage(
      () => import('../features/admin-dashboard/pages/OperatorDashboardPage.tsx'),
      'OperatorDashboardPage',
    ),
    handle: routeMeta('apanel-dashboard'),
  },
  {
    path: 'gateways',
    element: lazyPage(() => import('../features/admin-fleet/pages/FleetPage.tsx'), 'FleetPage'),
    handle: routeMeta('apanel-gateways'),
  },
  {
    path: 'customer/subscriptions',
    element: lazyPage(
      () => import('../features/admin/pages/CustomerSubscriptionsPage.tsx'),
      'CustomerSubscriptionsPage',
    ),
    handle: routeMeta('apanel-subscriptions'),
  },
  {
    path: 'customer/payments',
    element: lazyPage(
      () => import('../features/admin/pages/CustomerPaymentsPage.tsx'),
      'CustomerPaymentsPage',
    ),
    handle: routeMeta('apanel-payments'),
  },
  {
    path: 'billing/coupons',
    element: lazyPage(() => import('../features/admin/pages/CouponsPage.tsx'), 'CouponsPage'),
    handle: routeMeta('apanel-coupons'),
  },
  {
    path: 'support/contact-messages',
    element: lazyPage(() => import('../features/admin/pages/ContactMessagesPage.tsx'), 'ContactMessagesPage'),
    handle: routeMeta('apanel-contact-messages'),
  },
  {
    path: 'docs',
    element: lazyPage(() => import('../features/docs-admin/pages/DocsAdminPage.tsx'), 'DocsAdminPage'),
    handle: routeMeta('apanel-docs'),
  },
  {
    path: 'audit-log',
    element: lazyPage(() => import('../features/admin/pages/AuditLogPage.tsx'), 'AuditLogPage'),
    handle: routeMeta('apanel-audit-log'),
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    handle: routeMeta('error'),
    children: [
      {
        path: PATHS.cpanel.root,
        element: lazyPage(() => import('../layouts/CustomerPanelLayout.tsx'), 'CustomerPanelLayout'),
        children: customerPanelRoutes,
      },
      {
        path: PATHS.apanel.root,
        element: lazyPage(() => import('../layouts/AdminPanelLayout.tsx'), 'AdminPanelLayout'),
        children: adminPanelRoutes,
      },
      {
        path: PATHS.sandbox.root,
        element: lazyPage(() => import('../layouts/SandboxPhoneLayout.tsx'), 'SandboxPhoneLayout'),
        children: sandboxPhoneRoutes,
      },
      {
        path: '/',
        element: <PublicLayout />,
        children: publicRoutes,
      },
    ],
  },
];

/**
 * The product's router. Declarative on purpose: the data router (createBrowserRouter) would add
 * 28 kB of brotli to every first page for loaders and actions this app does not use. Navigations
 * are not transitions, so a page whose chunk is on its way shows its loader at once.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <RouteTable routes={appRoutes} />
    </BrowserRouter>
  );
}
