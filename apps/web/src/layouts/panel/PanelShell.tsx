import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageOutlet } from '../../components/PageOutlet.tsx';
import { useBurgerMenu } from '../use-burger-menu.ts';
import { PanelSidebar } from './PanelSidebar.tsx';
import { PanelTopBar } from './PanelTopBar.tsx';
import type { SidebarGroup } from './sidebar-types.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

const NAVBAR_WIDTH = 260;
const NAVBAR_MINI_WIDTH = 72;

type Props = {
  groups: readonly SidebarGroup[];
  homeTo: string;
  /** An i18n key for a label beside the logo, telling staff which panel they are in. */
  badge?: string;
  /** The panel's own status in the top bar (the customer's trial, say). */
  status?: ReactNode;
  /** Shown instead of the page (a page the user may not open). */
  instead?: ReactNode;
};

/**
 * The frame both panels share: top bar, collapsible sidebar, page. Confirmation dialogs belong to
 * the panels only, so their provider (and Mantine's modal code) stays out of the public pages.
 */
export function PanelShell({ groups, homeTo, badge, status, instead }: Props) {
  const { t } = useTranslation();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpened, { toggle: toggleMobile }] = useBurgerMenu();
  // The mini sidebar is a desktop idea; the phone menu always shows labels.
  const isDesktop = useMediaQuery('(min-width: 48em)', true);
  const mini = collapsed && isDesktop;

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: mini ? NAVBAR_MINI_WIDTH : NAVBAR_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened },
        }}
        padding="lg"
      >
        <AppShell.Header>
          <PanelTopBar
            homeTo={homeTo}
            badge={badge}
            status={status}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            mobileOpened={mobileOpened}
            onToggleMobile={toggleMobile}
          />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('panel.sidebar')}>
          <PanelSidebar groups={groups} mini={mini} />
        </AppShell.Navbar>
        <AppShell.Main>{instead ?? <PageOutlet />}</AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
