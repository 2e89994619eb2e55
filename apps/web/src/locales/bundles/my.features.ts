import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Burmese panels' texts (every feature part), one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(
    ['../*.my.json', '../../features/*/locales/*.my.json', '!../errors.my.json', '!../site-pages.my.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
  'my',
  'features',
);
