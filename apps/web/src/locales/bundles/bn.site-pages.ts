import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Bengali pricing, terms and refund texts, one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(['../site-pages.bn.json'], {
    eager: true,
    import: 'default',
  }),
  'bn',
  'site-pages',
);
