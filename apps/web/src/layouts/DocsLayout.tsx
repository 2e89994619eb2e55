import { AppShell, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../app/paths.ts';
import { LanguageMenu } from '../components/LanguageMenu.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { Logo } from '../components/Logo.tsx';
import { PageOutlet } from '../components/PageOutlet.tsx';
import { DocsSidebar } from '../features/docs/components/DocsSidebar.tsx';
import { MenuBurger } from './MenuBurger.tsx';
import { useBurgerMenu } from './use-burger-menu.ts';

/** The spec's docs sidebar width. */
const DOCS_SIDEBAR_WIDTH = 300;

export function DocsLayout() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useBurgerMenu();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: DOCS_SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="xl"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <MenuBurger opened={opened} onClick={toggle} hiddenFrom="sm" />
            <Logo to={PATHS.docs.home} />
            <Text fw={600} c="dimmed" fz="lg">
              {t('docs.word')}
            </Text>
          </Group>
          <Box visibleFrom="sm">
            <LanguageSwitcher />
          </Box>
          <Box hiddenFrom="sm">
            <LanguageMenu />
          </Box>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('docs.sidebar')}>
        <DocsSidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <PageOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
