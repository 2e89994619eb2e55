import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A docs folder in the repository's layout, written to a temporary directory for one test file. */
export interface DocsFixture {
  root: string;
  section(slug: string, order: number, title: Record<string, string>): Promise<void>;
  doc(
    section: string,
    slug: string,
    lang: string,
    front: Record<string, string | number>,
    body: string,
  ): Promise<void>;
  remove(): Promise<void>;
}

export async function docsFixture(): Promise<DocsFixture> {
  const root = await mkdtemp(join(tmpdir(), 'siar-docs-'));
  return {
    root,
    async section(slug, order, title) {
      await mkdir(join(root, slug), { recursive: true });
      await writeFile(join(root, slug, 'section.json'), JSON.stringify({ order, title }));
    },
    async doc(section, slug, lang, front, body) {
      const meta = Object.entries(front).map(([key, value]) => `${key}: ${value}`);
      await writeFile(join(root, section, `${slug}.${lang}.md`), `---\n${meta.join('\n')}\n---\n\n${body}\n`);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
