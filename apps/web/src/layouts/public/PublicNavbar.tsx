import { Box, Container, Group, type MantineBreakpoint } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { Logo } from '../../components/Logo.tsx';
import { MenuBurger } from '../MenuBurger.tsx';
import { useBurgerMenu } from '../use-burger-menu.ts';
import { AuthButtons } from './AuthButtons.tsx';
import classes from './PublicNavbar.module.css';
import { PublicNavLinks } from './PublicNavLinks.tsx';

// The drawer (and Mantine's modal machinery under it) is fetched on the first tap of the burger,
// not with every page.
const PublicMobileMenu = lazy(() =>
  import('./PublicMobileMenu.tsx').then((module) => ({ default: module.PublicMobileMenu })),
);

/**
 * Below this width the links fold into the burger menu. Burmese labels are about a third longer
 * than the others: their full bar needs the `lg` width, the others fit from `md`.
 */
function foldBelow(language: string | undefined): MantineBreakpoint {
  return language === 'my' ? 'lg' : 'md';
}

export function PublicNavbar() {
  const { t, i18n } = useTranslation();
  const fold = foldBelow(i18n.resolvedLanguage);
  const [opened, { toggle, close }] = useBurgerMenu();
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to={PATHS.home} />
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom={fold} wrap="nowrap">
            <PublicNavLinks />
          </Group>
          <Group gap="sm" visibleFrom={fold} wrap="nowrap">
            <LanguageSwitcher />
            <AuthButtons />
          </Group>
          <MenuBurger
            opened={opened}
            onClick={() => {
              setMenuWanted(true);
              toggle();
            }}
            hiddenFrom={fold}
          />
        </Group>
      </Container>
      {menuWanted ? (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={opened} onClose={close} hiddenFrom={fold} />
        </Suspense>
      ) : null}
    </Box>
  );
}
