import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Burmese pricing, terms and refund texts, one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(['../site-pages.my.json'], {
    eager: true,
    import: 'default',
  }),
  'my',
  'site-pages',
);
