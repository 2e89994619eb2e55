import type { Language } from '@siar/shared';
import { englishResources } from './english-resources.ts';
import { mergeTrees } from './merge-trees.ts';

type Tree = Record<string, unknown>;

// Every locale file, as i18n.ts finds them: `<lang>.json` and `<part>.<lang>.json`.
const FILES = import.meta.glob<Tree>('../locales/*.json', { eager: true, import: 'default' });

/** Every string of a language, as i18n.ts assembles them (English from english-resources.ts). */
export function languageResources(language: Language): Record<string, { translation: Tree }> {
  if (language === 'en') return englishResources;
  const parts = Object.entries(FILES)
    .filter(([path]) => path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`))
    .map(([, tree]) => tree);
  return { ...englishResources, [language]: { translation: mergeTrees(...parts) } };
}
