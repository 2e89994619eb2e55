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
  files = await docsFixture();
  ctx = await createTestApp({ docsDir: files.root });
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

  it("keeps a staff order without marking anything edited, and restores the repository's text", async () => {
    const A = '/api/v1/apanel/docs';
    await files.section('order', 2, { en: 'Order' });
    await files.doc('order', 'one', 'en', { title: 'One', order: 1 }, 'First text.');
    await files.doc('order', 'two', 'en', { title: 'Two', order: 2 }, 'Second text.');
    await loadDocs(ctx.database.db, files.root);
    const staff = await apiAs(ctx.app, await createStaff(ctx.database.db));
    type Doc = { id: number; slug_field: string; staff_edited: boolean };
    type Section = { id: number; slug_field: string; staff_edited: boolean; doc_contents: Doc[] };
    const tree = async () => (await staff.get(`${A}/sections/`)).json() as Section[];
    const order = async () => (await tree()).find((s) => s.slug_field === 'order')!;
    const [one, two] = (await order()).doc_contents;

    // Reordering is not editing: nothing is marked, and a release's new text still arrives...
    const moved = await staff.put(`${A}/sections/${(await order()).id}/contents-order/`, {
      ids: [two!.id, one!.id],
    });
    expect(moved.statusCode).toBe(200);
    const sectionIds = (await tree()).map((s) => s.id).reverse();
    expect((await staff.put(`${A}/sections-order/`, { ids: sectionIds })).statusCode).toBe(200);
    expect((await tree()).map((s) => s.staff_edited)).toEqual([false, false]);
    expect((await order()).doc_contents.map((d) => d.staff_edited)).toEqual([false, false]);
    await files.doc('order', 'one', 'en', { title: 'One', order: 1 }, 'First text, revised.');
    expect((await loadDocs(ctx.database.db, files.root)).updated).toEqual(['order/one']);
    const publicOrder = (await ctx.app.inject({ method: 'GET', url: '/api/v1/sections/' })).json();
    // ...while the staff's order stays.
    expect(publicOrder.map((s: { slug_field: string }) => s.slug_field)).toEqual(['order', 'guide']);
    expect(publicOrder[0].doc_contents.map((d: { slug_field: string }) => d.slug_field)).toEqual([
      'two',
      'one',
    ]);

    // Staff edit a document, then go back to the repository's version.
    await staff.patch(`${A}/contents/${one!.id}/`, { body_en: 'Staff text.', title_id: 'Satu' });
    expect((await order()).doc_contents.find((d) => d.id === one!.id)!.staff_edited).toBe(true);
    const restored = await staff.post(`${A}/contents/${one!.id}/restore/`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      body_en: 'First text, revised.',
      title_id: '',
      staff_edited: false,
      position: 1,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/content?slug=one&section-slug=order' })).json(),
    ).toMatchObject({ body_en: 'First text, revised.' });
    // No longer marked: the next release's text reaches it again.
    await files.doc('order', 'one', 'en', { title: 'One', order: 1 }, 'Third text.');
    expect((await loadDocs(ctx.database.db, files.root)).updated).toEqual(['order/one']);
    const audit = (await staff.get('/api/v1/apanel/audit-log/?search=docs_content.restore')).json();
    expect(audit.results[0]).toMatchObject({ action: 'docs_content.restore', target_id: String(one!.id) });

    // A document staff wrote has no repository version.
    const own = await staff.post(`${A}/contents/`, {
      section_id: (await order()).id,
      slug_field: 'staff-only',
      title_en: 'Staff only',
    });
    const refused = await staff.post(`${A}/contents/${own.json().id}/restore/`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'This document has no version in the repository to go back to.',
    });
    expect((await staff.post(`${A}/contents/999999/restore/`, {})).statusCode).toBe(404);
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
