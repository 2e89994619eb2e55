import { Box, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { MenuBurger } from '../MenuBurger.tsx';
import { useBurgerMenu } from '../use-burger-menu.ts';
import { AuthButtons } from './AuthButtons.tsx';
import { NAV_LINKS } from './nav-links.ts';
import classes from './PublicNavbar.module.css';

type LinksProps = {
  stacked?: boolean;
};

function NavLinks({ stacked = false }: LinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return NAV_LINKS.map((link) => {
    const active = pathname === link.to;
    return (
      <Button
        key={link.to}
        component={Link}
        to={link.to}
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        aria-current={active ? 'page' : undefined}
        justify={stacked ? 'flex-start' : undefined}
        fullWidth={stacked}
      >
        {t(link.label)}
      </Button>
    );
  });
}

export function PublicNavbar() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useBurgerMenu();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to={PATHS.home} />
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md" wrap="nowrap">
            <NavLinks />
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <LanguageSwitcher />
            <AuthButtons />
          </Group>
          <MenuBurger opened={opened} onClick={toggle} hiddenFrom="md" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} hiddenFrom="md" size="xs" padding="md" title={t('nav.menu')}>
        <Stack gap="xs">
          <Stack component="nav" aria-label={t('nav.main')} gap={4}>
            <NavLinks stacked />
          </Stack>
          <LanguageSwitcher size="sm" />
          <AuthButtons stacked />
        </Stack>
      </Drawer>
    </Box>
  );
}
