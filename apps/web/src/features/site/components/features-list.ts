import {
  type Icon,
  IconAddressBook,
  IconCalendarCheck,
  IconChartBar,
  IconFlame,
  IconMessages,
  IconQrcode,
  IconSpeakerphone,
  IconTemplate,
} from '@tabler/icons-react';

export type Feature = {
  /** The i18n key prefix: `home.features.<key>.title` and `.text`. */
  key: string;
  icon: Icon;
};

export const FEATURES: readonly Feature[] = [
  { key: 'pairing', icon: IconQrcode },
  { key: 'warmup', icon: IconFlame },
  { key: 'contacts', icon: IconAddressBook },
  { key: 'templates', icon: IconTemplate },
  { key: 'campaigns', icon: IconSpeakerphone },
  { key: 'liveChat', icon: IconMessages },
  { key: 'dashboard', icon: IconChartBar },
  { key: 'trial', icon: IconCalendarCheck },
];
