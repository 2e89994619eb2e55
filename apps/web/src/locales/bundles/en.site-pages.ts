import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The English pricing, terms and refund texts, one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(['../site-pages.en.json'], {
    eager: true,
    import: 'default',
  }),
  'en',
  'site-pages',
);
