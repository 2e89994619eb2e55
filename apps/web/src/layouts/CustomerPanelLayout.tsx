import { Group } from '@mantine/core';
import { Navigate } from 'react-router';
import { useRouteMeta } from '../app/route-meta.ts';
import { AccountTimeZone } from '../features/account/components/AccountTimeZone.tsx';
import { NotAllowed } from '../features/account/components/NotAllowed.tsx';
import { mayOpenPage, panelHomeFor, sidebarFor } from '../features/account/team-access.ts';
import { RequireAuth } from '../features/auth/components/RequireAuth.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { RequireSubscription } from '../features/billing/components/RequireSubscription.tsx';
import { SubscriptionTopBarStatus } from '../features/billing/components/SubscriptionTopBarStatus.tsx';
import { MentionsBell } from '../features/chats/components/MentionsBell.tsx';
import { LiveEvents } from '../features/live/components/LiveEvents.tsx';
import { CUSTOMER_SIDEBAR } from './panel/customer-sidebar.ts';
import { PanelShell } from './panel/PanelShell.tsx';

export function CustomerPanelLayout() {
  return (
    <RequireAuth area="customer">
      {/* One live channel for the whole panel session, whatever page is open. */}
      <LiveEvents />
      <AccountTimeZone>
        <RequireSubscription>
          <RolePanel />
        </RequireSubscription>
      </AccountTimeZone>
    </RequireAuth>
  );
}

/** The panel as the user's role sees it: a team member gets their sidebar and start page. */
function RolePanel() {
  const role = useSession().data?.user?.role;
  const route = useRouteMeta()?.name;
  const home = panelHomeFor(role);
  // The dashboard is where the panel starts by default: an agent starts in chats instead.
  if (role === 'agent' && route === 'cpanel-dashboard') return <Navigate to={home} replace />;
  return (
    <PanelShell
      groups={sidebarFor(role, CUSTOMER_SIDEBAR)}
      homeTo={home}
      // Billing is the owner's: an agent is not shown the trial or sent to the subscription page.
      status={
        <Group gap="xs" wrap="nowrap">
          <MentionsBell />
          {role === 'agent' ? null : <SubscriptionTopBarStatus />}
        </Group>
      }
      instead={
        mayOpenPage(role, route) ? undefined : (
          <NotAllowed homeTo={home} billing={route === 'cpanel-account-subscription'} />
        )
      }
    />
  );
}
