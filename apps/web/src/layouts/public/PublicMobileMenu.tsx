import '../../app/mantine-styles.ts';
import { Drawer, type MantineBreakpoint, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { AuthButtons } from './AuthButtons.tsx';
import { PublicNavLinks } from './PublicNavLinks.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** From this width up the bar shows the links itself. */
  hiddenFrom: MantineBreakpoint;
};

/** The phone menu: the nav links, the languages and the way in, in a drawer. */
export function PublicMobileMenu({ opened, onClose, hiddenFrom }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom={hiddenFrom}
      size="xs"
      padding="md"
      title={t('nav.menu')}
    >
      <Stack gap="xs">
        <Stack component="nav" aria-label={t('nav.main')} gap={4}>
          <PublicNavLinks stacked />
        </Stack>
        <LanguageSwitcher size="sm" />
        <AuthButtons stacked />
      </Stack>
    </Drawer>
  );
}
