import { bundleOf } from '../../app/i18n.ts';
import type { LocaleTree } from '../../app/locale-files.ts';

// The English core texts (the site, the layouts, the errors), one chunk (app/i18n.ts).
export default bundleOf(
  import.meta.glob<LocaleTree>(['../en.json', '../errors.en.json'], {
    eager: true,
    import: 'default',
  }),
  'en',
  'core',
);
