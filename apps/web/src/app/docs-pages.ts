/** Documents of the docs site the product links to (apps/server/docs-content/<section>/<content>). */
export const DOC_PAGES = {
  gettingStarted: { section_slug: 'getting-started', content_slug: 'sign-up-and-plans' },
  pairing: { section_slug: 'devices', content_slug: 'pairing-a-device' },
  restApi: { section_slug: 'developers', content_slug: 'rest-api-and-webhooks' },
} as const;

export type DocPage = (typeof DOC_PAGES)[keyof typeof DOC_PAGES];
