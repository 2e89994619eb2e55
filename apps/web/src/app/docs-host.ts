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

/** An IP address has no subdomains: a product reached by address has its docs on docs.localhost. */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Where the docs site of the current product host is, for links from the main site. */
export function docsOrigin({ protocol, hostname, port }: SiteLocation): string {
  const product = IP_ADDRESS.test(hostname) ? 'localhost' : hostname.replace(/^www\./i, '');
  const host = isDocsHost(hostname) ? hostname : `docs.${product}`;
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
