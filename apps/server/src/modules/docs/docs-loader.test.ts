import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_CONTENT_DIR } from '../../paths.ts';
import { apiAs, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { readDocsFolder } from './docs-files.ts';
import { loadDocs } from './docs-loader.ts';
import { type DocsFixture, docsFixture } from './test/docs-fixture.ts';

let ctx: TestContext;
let files: DocsFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  files = await docsFixture();
});
afterAll(async () => {
  await files.remove();
  await ctx.close();
});

const content = async (slug: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/content?slug=${slug}&section-slug=guide` })).json();

describe('loading the repository docs at start', () => {
  it('adds new files, skips unchanged ones, takes changed ones, and never overwrites a staff edit', async () => {
    await files.section('guide', 1, { en: 'Guide', id: 'Panduan' });
    await files.doc('guide', 'pairing', 'en', { title: 'Pairing', order: 1 }, 'Scan the QR.');
    await files.doc('guide', 'warmup', 'en', { title: 'Warmup', order: 2 }, 'Start at 40 seconds.');
    expect(await loadDocs(ctx.database.db, files.root)).toEqual({
      added: ['guide', 'guide/pairing', 'guide/warmup'],
      updated: [],
      keptStaffEdits: [],
    });
    expect(await loadDocs(ctx.database.db, files.root)).toEqual({
      added: [],
      updated: [],
      keptStaffEdits: [],
    });

    // Staff improve the pairing document; then both files change in the repository.
    const staff = await apiAs(ctx.app, await createStaff(ctx.database.db));
    const pairing = await content('pairing');
    const edited = await staff.patch(`/api/v1/apanel/docs/contents/${pairing.id}/`, {
      body_en: 'Staff text.',
    });
    expect(edited.statusCode).toBe(200);
    await files.doc('guide', 'pairing', 'en', { title: 'Pairing', order: 1 }, 'Scan the QR code.');
    await files.doc(
      'guide',
      'warmup',
      'en',
      { title: 'Warmup', order: 2 },
      'Start at 40 seconds; break after 60.',
    );
    await files.doc('guide', 'warmup', 'my', { title: 'Warmup (my)' }, 'မြန်မာ');

    expect(await loadDocs(ctx.database.db, files.root)).toEqual({
      added: [],
      updated: ['guide/warmup'],
      keptStaffEdits: ['guide/pairing'],
    });
    expect((await content('pairing')).body_en).toBe('Staff text.');
    expect(await content('warmup')).toMatchObject({
      body_en: 'Start at 40 seconds; break after 60.',
      title_my: 'Warmup (my)',
      body_my: 'မြန်မာ',
    });
  });

  it('refuses a document without an English file, naming it', async () => {
    const broken = await docsFixture();
    await broken.section('lost', 1, { en: 'Lost' });
    await broken.doc('lost', 'only-id', 'id', { title: 'Hanya' }, 'Isi.');
    await expect(readDocsFolder(broken.root)).rejects.toThrow(/only-id\.en\.md/);
    await broken.remove();
  });
});

describe("the repository's own docs", () => {
  it('load completely, every section and document titled and written in en, id, bn and my', async () => {
    const sections = await readDocsFolder(DOCS_CONTENT_DIR);
    const slugs = sections.flatMap((s) => s.docs.map((d) => `${s.slug}/${d.slug}`));
    expect(slugs).toEqual(
      expect.arrayContaining([
        'getting-started/sign-up-and-plans',
        'devices/pairing-a-device',
        'devices/warmup',
        'contacts/contacts-and-imports',
        'contacts/groups',
        'campaigns/templates',
        'campaigns/campaigns',
        'chats/chats-and-channels',
        'account/team-and-privacy',
        'developers/rest-api-and-webhooks',
        'developers/self-hosting',
        'billing/refund-policy',
      ]),
    );
    for (const section of sections) {
      for (const lang of ['en', 'id', 'bn', 'my'] as const) {
        expect(section.titles[lang], `${section.slug} title ${lang}`).not.toBe('');
        for (const doc of section.docs) {
          expect(doc.titles[lang], `${section.slug}/${doc.slug} title ${lang}`).not.toBe('');
          expect(doc.bodies[lang].length, `${section.slug}/${doc.slug} body ${lang}`).toBeGreaterThan(200);
        }
      }
    }
  });
});
