import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Bengali panels' texts (every feature part), one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(
    ['../*.bn.json', '../../features/*/locales/*.bn.json', '!../errors.bn.json', '!../site-pages.bn.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
  'bn',
  'features',
);
