import { Anchor, type AnchorProps } from '@mantine/core';
import { isLanguage } from '@siar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { docsContentHref, docsOrigin } from '../app/docs-host.ts';
import type { DocPage } from '../app/docs-pages.ts';

type Props = AnchorProps & {
  /** The document to open; without it, the docs site's start (its first document). */
  page?: DocPage;
  /** In a new tab, beside the page that needed the help. */
  newTab?: boolean;
  children: ReactNode;
};

/** A link to the docs site (its own host), in the reader's language. */
export function DocsLink({ page, newTab, children, ...anchor }: Props) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const href = page ? docsContentHref(window.location, { lang, ...page }) : docsOrigin(window.location);
  return (
    <Anchor href={href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})} {...anchor}>
      {children}
    </Anchor>
  );
}
