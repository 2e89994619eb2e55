import type { ContentTemplate, TemplatesPage } from '@siar/shared';

export function template(overrides: Partial<ContentTemplate> = {}): ContentTemplate {
  return {
    id: 't1',
    name: 'June promo',
    body: '{Hi|Hello} {{name|there}}, our June sale is on.',
    media: null,
    created_at: '2026-06-01T03:00:00.000Z',
    updated_at: '2026-06-02T03:00:00.000Z',
    deleted_at: null,
    purge_at: null,
    ...overrides,
  };
}

export function page(results: ContentTemplate[]): TemplatesPage {
  return { count: results.length, count_is_estimate: false, count_exact_up_to: 10_000, results };
}
