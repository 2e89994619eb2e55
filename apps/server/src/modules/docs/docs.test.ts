import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { loadDocs } from './docs-loader.ts';
import { type DocsFixture, docsFixture } from './test/docs-fixture.ts';

let ctx: TestContext;
let files: DocsFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  files = await docsFixture();
  await files.section('getting-started', 1, {
    en: 'Getting started',
    id: 'Memulai',
    bn: 'শুরু করা',
    my: 'စတင်ခြင်း',
  });
  await files.section('api', 2, { en: 'API' });
  await files.doc(
    'getting-started',
    'sign-up',
    'en',
    { title: 'Sign up', order: 2 },
    '# Sign up\n\nSeven days free.',
  );
  await files.doc('getting-started', 'sign-up', 'id', { title: 'Daftar' }, '# Daftar\n\nTujuh hari gratis.');
  await files.doc('getting-started', 'welcome', 'en', { title: 'Welcome', order: 1 }, 'Hello.');
  await files.doc('api', 'webhooks', 'en', { title: 'Webhooks', order: 1 }, 'Signed with HMAC-SHA256.');
  await loadDocs(ctx.database.db, files.root);
});
afterAll(async () => {
  await files.remove();
  await ctx.close();
});

describe('GET /api/v1/sections/', () => {
  it('answers the sections in order, each with its documents in order and the four titles', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/sections/' });
    expect(response.statusCode).toBe(200);
    const sections = response.json();
    expect(sections.map((s: { slug_field: string }) => s.slug_field)).toEqual(['getting-started', 'api']);
    expect(sections[0]).toEqual({
      slug_field: 'getting-started',
      title_en: 'Getting started',
      title_bn: 'শুরু করা',
      title_id: 'Memulai',
      title_my: 'စတင်ခြင်း',
      doc_contents: [
        {
          id: expect.any(Number),
          slug_field: 'welcome',
          title_en: 'Welcome',
          title_bn: '',
          title_id: '',
          title_my: '',
        },
        {
          id: expect.any(Number),
          slug_field: 'sign-up',
          title_en: 'Sign up',
          title_bn: '',
          title_id: 'Daftar',
          title_my: '',
        },
      ],
    });
    // Only titles in the list: bodies come with the content call.
    expect(sections[0].doc_contents[0]).not.toHaveProperty('body_en');
  });
});

describe('GET /api/v1/content', () => {
  it('answers one document with its four titles and bodies; a missing variant is empty, for the site to fall back', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/content?slug=sign-up&section-slug=getting-started',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug_field: 'sign-up',
      section_slug: 'getting-started',
      title_en: 'Sign up',
      title_id: 'Daftar',
      title_bn: '',
      body_en: '# Sign up\n\nSeven days free.',
      body_id: '# Daftar\n\nTujuh hari gratis.',
      body_bn: '',
      body_my: '',
    });
  });

  it('answers 404 in the error shape for an unknown document, a document of another section, or no slugs', async () => {
    for (const query of [
      'slug=nope&section-slug=getting-started',
      'slug=webhooks&section-slug=getting-started',
      'slug=sign-up&section-slug=nope',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/content?${query}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Document not found.', code: 'doc_not_found' });
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/content?slug=sign-up' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('section-slug');
  });

  it('leaves hidden documents and hidden sections out of both calls', async () => {
    const staff = await apiAs(ctx.app, await createStaff(ctx.database.db));
    const tree = (await staff.get('/api/v1/apanel/docs/sections/')).json();
    const api = tree.find((s: { slug_field: string }) => s.slug_field === 'api');
    const welcome = tree[0].doc_contents.find((c: { slug_field: string }) => c.slug_field === 'welcome');
    await staff.patch(`/api/v1/apanel/docs/contents/${welcome.id}/`, { is_published: false });
    await staff.patch(`/api/v1/apanel/docs/sections/${api.id}/`, { is_published: false });

    const sections = (await ctx.app.inject({ method: 'GET', url: '/api/v1/sections/' })).json();
    expect(sections.map((s: { slug_field: string }) => s.slug_field)).toEqual(['getting-started']);
    expect(sections[0].doc_contents.map((c: { slug_field: string }) => c.slug_field)).toEqual(['sign-up']);
    for (const query of ['slug=welcome&section-slug=getting-started', 'slug=webhooks&section-slug=api']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/content?${query}` })).statusCode).toBe(404);
    }
    await staff.patch(`/api/v1/apanel/docs/contents/${welcome.id}/`, { is_published: true });
    await staff.patch(`/api/v1/apanel/docs/sections/${api.id}/`, { is_published: true });
  });
});
