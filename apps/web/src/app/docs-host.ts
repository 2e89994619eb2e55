/** The docs site lives on its own host: `docs.<domain>` in production, `tdocs.<domain>` for testing. */
const DOCS_LABELS = new Set(['docs', 'tdocs']);

export function isDocsHost(hostname: string): boolean {
  const firstLabel = hostname.toLowerCase().split('.')[0] ?? '';
  // A bare "docs" host is a machine name, not the docs subdomain of a product domain.
  return hostname.includes('.') && DOCS_LABELS.has(firstLabel);
}

export interface SiteLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/** Where the docs site of the current product host is, for links from the main site. */
export function docsOrigin({ protocol, hostname, port }: SiteLocation): string {
  const host = isDocsHost(hostname) ? hostname : `docs.${hostname.replace(/^www\./i, '')}`;
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

/** The params of the docs route named `docs-content` (the spec's names). */
export interface DocsContentParams {
  lang: string;
  section_slug: string;
  content_slug: string;
}

/** A link from the product to one document of the docs site; `lang` is the reader's language. */
export function docsContentHref(
  location: SiteLocation,
  { lang, section_slug, content_slug }: DocsContentParams,
): string {
  const path = `/${encodeURIComponent(section_slug)}/${encodeURIComponent(content_slug)}`;
  return `${docsOrigin(location)}${path}?lang=${encodeURIComponent(lang)}`;
}
