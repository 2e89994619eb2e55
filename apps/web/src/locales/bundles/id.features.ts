import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Indonesian panels' texts (every feature part), one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(
    ['../*.id.json', '../../features/*/locales/*.id.json', '!../errors.id.json', '!../site-pages.id.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
  'id',
  'features',
);
