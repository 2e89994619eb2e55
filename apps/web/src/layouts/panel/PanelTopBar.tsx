import { ActionIcon, Badge, Box, Group, Title } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../app/route-meta.ts';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { MenuBurger } from '../MenuBurger.tsx';

type Props = {
  homeTo: string;
  badge?: string;
  /** Beside the language switcher: the panel's own status (the customer's trial, say). */
  status?: ReactNode;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpened: boolean;
  onToggleMobile: () => void;
};

export function PanelTopBar({
  homeTo,
  badge,
  status,
  collapsed,
  onToggleCollapsed,
  mobileOpened,
  onToggleMobile,
}: Props) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const toggleLabel = collapsed ? t('panel.expandSidebar') : t('panel.collapseSidebar');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <MenuBurger opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" />
        <Logo to={homeTo} />
        {badge ? (
          <Badge variant="light" color="orange" visibleFrom="xs">
            {t(badge)}
          </Badge>
        ) : null}
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleCollapsed}
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          title={toggleLabel}
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={22} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={22} />
          )}
        </ActionIcon>
        <Title order={1} fz="lg" fw={600} lineClamp={1}>
          {meta ? t(meta.title) : null}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {status}
        {/* On a phone four language buttons would squeeze the page title to a few letters. */}
        <Box visibleFrom="sm">
          <LanguageSwitcher />
        </Box>
        <Box hiddenFrom="sm">
          <LanguageMenu />
        </Box>
      </Group>
    </Group>
  );
}
