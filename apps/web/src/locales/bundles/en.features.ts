import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The English panels' texts (every feature part), one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(
    ['../*.en.json', '../../features/*/locales/*.en.json', '!../errors.en.json', '!../site-pages.en.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
  'en',
  'features',
);
