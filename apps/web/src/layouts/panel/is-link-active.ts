import type { SidebarLink } from './sidebar-types.ts';

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A link is current on its own path, below it, and below any path it claims. */
export function isLinkActive(pathname: string, link: Pick<SidebarLink, 'to' | 'alsoActiveUnder'>): boolean {
  return isUnder(pathname, link.to) || (link.alsoActiveUnder ?? []).some((base) => isUnder(pathname, base));
}
