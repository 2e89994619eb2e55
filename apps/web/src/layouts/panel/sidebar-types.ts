import type { Icon } from '@tabler/icons-react';

export type SidebarLink = {
  /** An i18n key. */
  label: string;
  to: string;
  icon: Icon;
  /** Other paths under which this link counts as the current one. */
  alsoActiveUnder?: readonly string[];
};

export type SidebarGroup = {
  /** An i18n key. */
  label: string;
  links: readonly SidebarLink[];
};
