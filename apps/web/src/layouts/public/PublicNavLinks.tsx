import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_LINKS } from './nav-links.ts';

type Props = {
  /** Full-width buttons stacked, for the phone menu. */
  stacked?: boolean;
};

export function PublicNavLinks({ stacked = false }: Props) {
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
        // Tighter than a button's own padding: five links, four languages and two buttons share the bar.
        px={stacked ? undefined : 'sm'}
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
