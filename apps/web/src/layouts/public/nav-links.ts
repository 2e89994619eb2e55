import { PATHS } from '../../app/paths.ts';

export type NavItem = {
  /** An i18n key. */
  label: string;
  to: string;
};

export const NAV_LINKS: readonly NavItem[] = [
  { label: 'nav.home', to: PATHS.home },
  { label: 'nav.pricing', to: PATHS.pricing },
  { label: 'nav.refund', to: PATHS.refund },
  { label: 'nav.terms', to: PATHS.terms },
  { label: 'nav.contact', to: PATHS.contact },
];
