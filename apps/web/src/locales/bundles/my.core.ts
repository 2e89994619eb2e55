import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The Burmese core texts (the site, the layouts, the errors), one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(['../my.json', '../errors.my.json'], {
    eager: true,
    import: 'default',
  }),
  'my',
  'core',
);
