import { Divider, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogoutConfirm } from '../../features/auth/hooks/use-logout-confirm.tsx';
import { isLinkActive } from './is-link-active.ts';
import classes from './PanelSidebar.module.css';
import type { SidebarGroup, SidebarLink } from './sidebar-types.ts';

type Props = {
  groups: readonly SidebarGroup[];
  /** Icons only, labels in tooltips: the collapsed desktop sidebar. */
  mini: boolean;
};

const MINI_CLASS_NAMES = { body: classes.miniBody, section: classes.miniSection };

type ItemProps = {
  link: SidebarLink;
  active: boolean;
  mini: boolean;
};

function SidebarItem({ link, active, mini }: ItemProps) {
  const { t } = useTranslation();
  const label = t(link.label);
  const item = (
    <NavLink
      component={Link}
      to={link.to}
      active={active}
      aria-current={active ? 'page' : undefined}
      aria-label={mini ? label : undefined}
      label={mini ? null : label}
      leftSection={<link.icon size={20} stroke={1.6} />}
      className={mini ? classes.miniItem : classes.item}
      classNames={mini ? MINI_CLASS_NAMES : undefined}
    />
  );
  return mini ? (
    <Tooltip label={label} position="right" withArrow>
      {item}
    </Tooltip>
  ) : (
    item
  );
}

export function PanelSidebar({ groups, mini }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const confirmLogout = useLogoutConfirm();
  const logoutLabel = t('sidebar.logout');

  const logout = (
    <NavLink
      component="button"
      type="button"
      onClick={confirmLogout}
      aria-label={mini ? logoutLabel : undefined}
      label={mini ? null : logoutLabel}
      leftSection={<IconLogout size={20} stroke={1.6} />}
      className={mini ? classes.miniItem : classes.item}
      classNames={mini ? MINI_CLASS_NAMES : undefined}
      color="red"
    />
  );

  return (
    <>
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <Stack gap="md" p={mini ? 'xs' : 'md'}>
          {groups.map((group, index) => (
            <Stack key={group.label} gap={2}>
              {mini ? (
                index > 0 && <Divider mb={4} />
              ) : (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {t(group.label)}
                </Text>
              )}
              {group.links.map((link) => (
                <SidebarItem key={link.to} link={link} mini={mini} active={isLinkActive(pathname, link)} />
              ))}
            </Stack>
          ))}
        </Stack>
      </ScrollArea>
      <Divider />
      <div className={mini ? classes.footerMini : classes.footer}>
        {mini ? (
          <Tooltip label={logoutLabel} position="right" withArrow>
            {logout}
          </Tooltip>
        ) : (
          logout
        )}
      </div>
    </>
  );
}
