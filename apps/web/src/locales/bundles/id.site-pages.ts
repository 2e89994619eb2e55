import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Indonesian pricing, terms and refund texts, one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(['../site-pages.id.json'], {
    eager: true,
    import: 'default',
  }),
  'id',
  'site-pages',
);
