import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const A = '/api/v1/apanel/docs';
let ctx: TestContext;
let staff: Api;

type Tree = { id: number; slug_field: string; doc_contents: { id: number; slug_field: string }[] }[];
const slugs = (tree: Tree) =>
  tree.map((s) => `${s.slug_field}: ${s.doc_contents.map((c) => c.slug_field).join(',')}`);
const publicSections = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/sections/' })).json();

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await apiAs(ctx.app, await createStaff(ctx.database.db, 'docs_writer'));
});
afterAll(() => ctx.close());

describe('staff editing the docs', () => {
  it('creates sections and documents, edits, reorders and hides them, every change audited', async () => {
    const first = await staff.post(`${A}/sections/`, {
      slug_field: 'basics',
      title_en: 'Basics',
      title_id: 'Dasar',
    });
    expect(first.statusCode).toBe(201);
    await staff.post(`${A}/sections/`, { slug_field: 'advanced', title_en: 'Advanced', is_published: false });
    const [basics, advanced] = (await staff.get(`${A}/sections/`)).json() as Tree;
    expect(advanced).toMatchObject({ is_published: false, staff_edited: true, from_repository: false });
    expect(await publicSections()).toMatchObject([{ slug_field: 'basics', title_id: 'Dasar' }]);

    const created = await staff.post(`${A}/contents/`, {
      section_id: basics!.id,
      slug_field: 'first-steps',
      title_en: 'First steps',
      body_en: '# First steps\n\nPair a device.',
    });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    await staff.post(`${A}/contents/`, { section_id: basics!.id, slug_field: 'second', title_en: 'Second' });

    const edit = await staff.patch(`${A}/contents/${doc.id}/`, {
      title_bn: 'প্রথম ধাপ',
      body_bn: '# প্রথম ধাপ',
      body_en: '# First steps\n\nPair a device by its QR.',
    });
    expect(edit.statusCode).toBe(200);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/content?slug=first-steps&section-slug=basics',
    });
    expect(shown.json()).toMatchObject({
      title_bn: 'প্রথম ধাপ',
      body_en: '# First steps\n\nPair a device by its QR.',
    });

    const second = (await staff.get(`${A}/sections/`)).json()[0].doc_contents[1];
    const reordered = await staff.put(`${A}/sections/${basics!.id}/contents-order/`, {
      ids: [second.id, doc.id],
    });
    expect(slugs(reordered.json())).toEqual(['basics: second,first-steps', 'advanced: ']);
    const sectionsReordered = await staff.put(`${A}/sections-order/`, { ids: [advanced!.id, basics!.id] });
    expect(slugs(sectionsReordered.json())).toEqual(['advanced: ', 'basics: second,first-steps']);

    await staff.patch(`${A}/sections/${advanced!.id}/`, { is_published: true, title_my: 'အဆင့်မြင့်' });
    await staff.patch(`${A}/contents/${second.id}/`, { is_published: false });
    const visible = await publicSections();
    expect(visible.map((s: { slug_field: string }) => s.slug_field)).toEqual(['advanced', 'basics']);
    expect(visible[1].doc_contents.map((c: { slug_field: string }) => c.slug_field)).toEqual(['first-steps']);
    // Staff still read a hidden document.
    expect((await staff.get(`${A}/contents/${second.id}/`)).json()).toMatchObject({ is_published: false });

    const audit = (await staff.get('/api/v1/apanel/audit-log/?search=docs_')).json();
    expect(audit.results.map((r: { action: string }) => r.action)).toEqual([
      'docs_content.update',
      'docs_section.update',
      'docs_section.reorder',
      'docs_content.reorder',
      'docs_content.update',
      'docs_content.create',
      'docs_content.create',
      'docs_section.create',
      'docs_section.create',
    ]);
    expect(audit.results[4]).toMatchObject({
      actor_username: 'docs_writer',
      target_type: 'doc_content',
      target_id: String(doc.id),
      before: { bodyBn: '' },
      after: { bodyBn: '# প্রথম ধাপ' },
    });
  });

  it('refuses bad slugs, taken slugs, an order that is not the full list, and unknown ids', async () => {
    expect(
      (await staff.post(`${A}/sections/`, { slug_field: 'Bad Slug', title_en: 'x' })).json(),
    ).toMatchObject({
      slug_field: ['Use lowercase letters and digits, words joined by single hyphens.'],
    });
    expect(
      (await staff.post(`${A}/sections/`, { slug_field: 'basics', title_en: 'Again' })).json(),
    ).toMatchObject({
      slug_field: ['A section with this slug already exists.'],
    });
    const tree = (await staff.get(`${A}/sections/`)).json() as Tree;
    const basics = tree.find((s) => s.slug_field === 'basics');
    const taken = await staff.post(`${A}/contents/`, {
      section_id: basics!.id,
      slug_field: 'second',
      title_en: 'x',
    });
    expect(taken.json()).toMatchObject({
      slug_field: ['This section already has a document with this slug.'],
    });
    expect(
      (await staff.post(`${A}/contents/`, { section_id: 999999, slug_field: 'x', title_en: 'x' })).statusCode,
    ).toBe(400);
    expect((await staff.put(`${A}/sections-order/`, { ids: [basics!.id, basics!.id] })).json()).toMatchObject(
      {
        ids: ['The order must list each of the items exactly once.'],
      },
    );
    expect((await staff.patch(`${A}/contents/999999/`, { title_en: 'x' })).statusCode).toBe(404);
    expect((await staff.get(`${A}/contents/abc/`)).statusCode).toBe(400);
    expect(
      (await staff.patch(`${A}/contents/${basics!.doc_contents[0]!.id}/`, { title_en: '' })).json(),
    ).toMatchObject({
      title_en: ['This field is required.'],
    });
  });

  it('is for staff only', async () => {
    const customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    expect((await customer.get(`${A}/sections/`)).statusCode).toBe(403);
    expect((await customer.post(`${A}/sections/`, { slug_field: 'x', title_en: 'x' })).statusCode).toBe(403);
    const visitor = await apiAs(ctx.app);
    expect((await visitor.get(`${A}/sections/`)).statusCode).toBe(401);
  });
});
