import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccountProfilePage } from '../features/account/pages/AccountProfilePage.tsx';
import { AccountSecurityPage } from '../features/account/pages/AccountSecurityPage.tsx';
import { AdminDashboardPage } from '../features/admin/pages/AdminDashboardPage.tsx';
import { CustomerPaymentsPage } from '../features/admin/pages/CustomerPaymentsPage.tsx';
import { CustomerSubscriptionsPage } from '../features/admin/pages/CustomerSubscriptionsPage.tsx';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { LogoutPage } from '../features/auth/pages/LogoutPage.tsx';
import { SubscriptionPage } from '../features/billing/pages/SubscriptionPage.tsx';
import { CampaignsPage } from '../features/campaigns/pages/CampaignsPage.tsx';
import { ChatChannelsPage } from '../features/chats/pages/ChatChannelsPage.tsx';
import { ChatsPage } from '../features/chats/pages/ChatsPage.tsx';
import { ContactGroupsPage } from '../features/contacts/pages/ContactGroupsPage.tsx';
import { ContactsPage } from '../features/contacts/pages/ContactsPage.tsx';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage.tsx';
import { DevicesPage } from '../features/devices/pages/DevicesPage.tsx';
import { WarmupPage } from '../features/devices/pages/WarmupPage.tsx';
import { RestApiPage } from '../features/integrations/pages/RestApiPage.tsx';
import { SignUpPage } from '../features/onboarding/pages/SignUpPage.tsx';
import { PlannerPage } from '../features/planner/pages/PlannerPage.tsx';
import { ContactPage } from '../features/site/pages/ContactPage.tsx';
import { HomePage } from '../features/site/pages/HomePage.tsx';
import { NotFoundPage } from '../features/site/pages/NotFoundPage.tsx';
import { PricingPage } from '../features/site/pages/PricingPage.tsx';
import { RefundPage } from '../features/site/pages/RefundPage.tsx';
import { TermsPage } from '../features/site/pages/TermsPage.tsx';
import { ContentTemplatesPage } from '../features/templates/pages/ContentTemplatesPage.tsx';
import { AdminPanelLayout } from '../layouts/AdminPanelLayout.tsx';
import { CustomerPanelLayout } from '../layouts/CustomerPanelLayout.tsx';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { AppRoot } from './AppRoot.tsx';
import { PATHS } from './paths.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { routeMeta } from './route-meta.ts';

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: routeMeta('home') },
  { path: 'pricing', element: <PricingPage />, handle: routeMeta('pricing') },
  { path: 'refund', element: <RefundPage />, handle: routeMeta('refund') },
  { path: 'terms', element: <TermsPage />, handle: routeMeta('terms') },
  { path: 'contact', element: <ContactPage />, handle: routeMeta('contact') },
  { path: 'login', element: <LoginPage />, handle: routeMeta('login') },
  { path: 'sign-up', element: <SignUpPage />, handle: routeMeta('sign-up') },
  { path: 'logout', element: <LogoutPage />, handle: routeMeta('logout') },
  { path: '*', element: <NotFoundPage />, handle: routeMeta('not-found') },
];

/** Paths relative to /app/c/, as the spec lists them. */
const customerPanelRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.cpanel.dashboard} replace /> },
  { path: 'dashboard', element: <DashboardPage />, handle: routeMeta('cpanel-dashboard') },
  { path: 'wa-chats', element: <ChatsPage />, handle: routeMeta('cpanel-wa-chats') },
  {
    path: 'wa-chats/chat-channels',
    element: <ChatChannelsPage />,
    handle: routeMeta('cpanel-chat-channels'),
  },
  { path: 'wa-devices', element: <DevicesPage />, handle: routeMeta('cpanel-wa-devices') },
  { path: 'wa-devices/warmup', element: <WarmupPage />, handle: routeMeta('cpanel-warmup') },
  { path: 'campaigns', element: <CampaignsPage />, handle: routeMeta('cpanel-campaigns') },
  {
    path: 'campaigns/content-templates',
    element: <ContentTemplatesPage />,
    handle: routeMeta('cpanel-content-templates'),
  },
  { path: 'planner', element: <PlannerPage />, handle: routeMeta('cpanel-planner') },
  { path: 'contacts', element: <ContactsPage />, handle: routeMeta('cpanel-contacts') },
  { path: 'contact-groups', element: <ContactGroupsPage />, handle: routeMeta('cpanel-contact-groups') },
  { path: 'integrations/rest', element: <RestApiPage />, handle: routeMeta('cpanel-integrations-rest') },
  { path: 'account/profile', element: <AccountProfilePage />, handle: routeMeta('cpanel-account-profile') },
  {
    path: 'account/security',
    element: <AccountSecurityPage />,
    handle: routeMeta('cpanel-account-security'),
  },
  {
    path: 'account/subscription',
    element: <SubscriptionPage />,
    handle: routeMeta('cpanel-account-subscription'),
  },
];

const adminPanelRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.apanel.dashboard} replace /> },
  { path: 'dashboard', element: <AdminDashboardPage />, handle: routeMeta('apanel-dashboard') },
  {
    path: 'customer/subscriptions',
    element: <CustomerSubscriptionsPage />,
    handle: routeMeta('apanel-subscriptions'),
  },
  { path: 'customer/payments', element: <CustomerPaymentsPage />, handle: routeMeta('apanel-payments') },
];

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    handle: routeMeta('error'),
    children: [
      { path: PATHS.cpanel.root, element: <CustomerPanelLayout />, children: customerPanelRoutes },
      { path: PATHS.apanel.root, element: <AdminPanelLayout />, children: adminPanelRoutes },
      { path: '/', element: <PublicLayout />, children: publicRoutes },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
