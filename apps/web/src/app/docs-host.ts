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
