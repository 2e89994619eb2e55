import { DOC_PAGES, type DocPage } from '../../app/docs-pages.ts';
import { PATHS } from '../../app/paths.ts';

/** A footer entry: an in-app route, a link to another site, or a plain line of text. */
export type FooterItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'docs'; label: string; page?: DocPage }
  | { kind: 'text'; label: string };

export type FooterColumn = {
  /** An i18n key, as are the items' labels. */
  title: string;
  items: readonly FooterItem[];
};

/**
 * The company's social profiles. These handles are the product's intended ones and must be
 * confirmed by the business before launch.
 */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/siar.app',
  facebook: 'https://www.facebook.com/siar.app',
  linkedin: 'https://www.linkedin.com/company/siar-app',
} as const;

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'footer.contact.title',
    items: [
      { kind: 'route', label: 'footer.contact.form', to: PATHS.contact },
      { kind: 'text', label: 'footer.contact.hours' },
      { kind: 'text', label: 'footer.contact.reply' },
    ],
  },
  {
    title: 'footer.social.title',
    items: [
      { kind: 'external', label: 'footer.social.instagram', href: SOCIAL_LINKS.instagram },
      { kind: 'external', label: 'footer.social.facebook', href: SOCIAL_LINKS.facebook },
      { kind: 'external', label: 'footer.social.linkedin', href: SOCIAL_LINKS.linkedin },
    ],
  },
  {
    title: 'footer.product.title',
    items: [
      { kind: 'route', label: 'footer.product.features', to: `${PATHS.home}#features` },
      { kind: 'route', label: 'footer.product.pricing', to: PATHS.pricing },
      { kind: 'route', label: 'footer.product.trial', to: PATHS.signUp },
    ],
  },
  {
    title: 'footer.integrations.title',
    items: [
      { kind: 'docs', label: 'footer.integrations.whatsapp', page: DOC_PAGES.pairing },
      { kind: 'docs', label: 'footer.integrations.restApi', page: DOC_PAGES.restApi },
    ],
  },
  {
    title: 'footer.support.title',
    items: [
      { kind: 'docs', label: 'footer.support.docs', page: DOC_PAGES.gettingStarted },
      { kind: 'route', label: 'footer.support.contact', to: PATHS.contact },
      { kind: 'route', label: 'footer.support.billing', to: PATHS.cpanel.subscription },
    ],
  },
  {
    title: 'footer.legal.title',
    items: [
      { kind: 'route', label: 'footer.legal.terms', to: PATHS.terms },
      { kind: 'route', label: 'footer.legal.refund', to: PATHS.refund },
    ],
  },
];
