import { PANEL_ERROR_TEXTS } from '@siar/shared';
import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The English panels' texts (every feature part), one chunk (app/i18n.ts), with the panels' error
// texts: the shared catalogue's, kept out of the first page's chunk.
export default [
  ...bundleOf(
    import.meta.glob<LocaleTree>(
      ['../*.en.json', '../../features/*/locales/*.en.json', '!../errors.en.json', '!../site-pages.en.json'],
      {
        eager: true,
        import: 'default',
      },
    ),
    'en',
    'features',
  ),
  { errors: PANEL_ERROR_TEXTS },
];
