import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOC_SLUG_PATTERN, type DOCS_LANGUAGES } from '@siar/shared';

/**
 * The docs as the repository keeps them (`apps/server/docs-content/`, its README explains the
 * layout): a folder per section, named by its slug, with `section.json` ({"order", "title": {en, id,
 * bn, my}}), and per document one Markdown file per language, `<slug>.<lang>.md`, opening with front
 * matter (`title:`, and `order:` in the English file).
 */

type Lang = (typeof DOCS_LANGUAGES)[number];
type Localized = Record<Lang, string>;

export interface DocFile {
  slug: string;
  order: number;
  titles: Localized;
  bodies: Localized;
  /** Of everything above: a changed file changes it. */
  hash: string;
}

export interface SectionFile {
  slug: string;
  order: number;
  titles: Localized;
  hash: string;
  docs: DocFile[];
}

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|id|bn|my)\.md$/;

const emptyLocalized = (): Localized => ({ en: '', id: '', bn: '', my: '' });
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Splits `---\nkey: value\n---\nbody` into its keys and body; a file without front matter is all body. */
export function parseFrontMatter(text: string): { meta: Record<string, string>; body: string } {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  if (!match) return { meta: {}, body: normalized.trim() };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      meta[line.slice(0, colon).trim()] = line
        .slice(colon + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return { meta, body: normalized.slice(match[0].length).trim() };
}

function orderOf(value: unknown, where: string): number {
  const order = Number(value);
  if (!Number.isInteger(order)) throw new Error(`${where}: "order" must be a whole number`);
  return order;
}

async function readSection(root: string, slug: string): Promise<SectionFile> {
  const dir = join(root, slug);
  const meta = JSON.parse(await readFile(join(dir, 'section.json'), 'utf8')) as {
    order?: unknown;
    title?: Partial<Localized>;
  };
  const titles = { ...emptyLocalized(), ...meta.title };
  if (!titles.en) throw new Error(`${dir}/section.json: an English title is required`);
  const order = orderOf(meta.order, `${dir}/section.json`);

  const docs = new Map<string, { order?: number; titles: Localized; bodies: Localized }>();
  for (const name of (await readdir(dir)).sort()) {
    const match = FILE_NAME.exec(name);
    if (!match) continue;
    const [, docSlug, lang] = match as unknown as [string, string, Lang];
    const { meta: front, body } = parseFrontMatter(await readFile(join(dir, name), 'utf8'));
    const doc = docs.get(docSlug) ?? { titles: emptyLocalized(), bodies: emptyLocalized() };
    doc.titles[lang] = front.title ?? '';
    doc.bodies[lang] = body;
    if (lang === 'en') doc.order = orderOf(front.order, join(dir, name));
    docs.set(docSlug, doc);
  }

  const docFiles = [...docs].map(([docSlug, doc]): DocFile => {
    if (doc.order === undefined || !doc.titles.en) {
      throw new Error(
        `${dir}/${docSlug}.en.md: every document needs an English file with a title and an order`,
      );
    }
    const content = { order: doc.order, titles: doc.titles, bodies: doc.bodies };
    return { slug: docSlug, order: doc.order, titles: doc.titles, bodies: doc.bodies, hash: hashOf(content) };
  });
  docFiles.sort((a, b) => a.order - b.order);
  return { slug, order, titles, hash: hashOf({ order, titles }), docs: docFiles };
}

/** Every section folder under `root`, in order. A malformed file stops the start with its path. */
export async function readDocsFolder(root: string): Promise<SectionFile[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const sections = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && DOC_SLUG_PATTERN.test(e.name))
      .map((e) => readSection(root, e.name)),
  );
  return sections.sort((a, b) => a.order - b.order);
}
