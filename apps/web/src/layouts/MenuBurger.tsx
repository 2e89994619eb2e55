import { Burger, type MantineBreakpoint } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onClick: () => void;
  /** From this width up the menu's links show on the page and the burger is hidden. */
  hiddenFrom: MantineBreakpoint;
};

/** The button that opens and closes the small-screen menu, labelled for what it will do. */
export function MenuBurger({ opened, onClick, hiddenFrom }: Props) {
  const { t } = useTranslation();
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      hiddenFrom={hiddenFrom}
      size="sm"
      aria-label={opened ? t('panel.closeMenu') : t('panel.openMenu')}
    />
  );
}
