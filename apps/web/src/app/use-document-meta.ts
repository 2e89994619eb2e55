import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from './route-meta.ts';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Keeps `document.title` and the meta description in step with the route and the language. */
export function useDocumentMeta(): void {
  const meta = useRouteMeta();
  const { t } = useTranslation();

  useEffect(() => {
    if (!meta) return;
    document.title = t('app.documentTitle', { page: t(meta.title) });
    setMetaDescription(t(meta.description));
  }, [meta, t]);
}
