import { Progress, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocContent } from '../hooks/use-doc-content.ts';
import { useDocSections } from '../hooks/use-doc-sections.ts';
import { localized } from '../localized.ts';
import { useDocsLanguage } from '../use-docs-language.ts';

// The renderer (Markdown, GFM, highlighting) is a chunk of its own: the frame and sidebar show first.
const DocMarkdown = lazy(() =>
  import('../markdown/DocMarkdown.tsx').then((m) => ({ default: m.DocMarkdown })),
);

/** /:section_slug/:content_slug, the route named docs-content. */
export function DocsContentPage() {
  const { t } = useTranslation();
  const language = useDocsLanguage();
  const { section_slug: sectionSlug = '', content_slug: contentSlug = '' } = useParams();
  const content = useDocContent(sectionSlug, contentSlug);
  const { data: sections = [] } = useDocSections();

  const item = sections
    .find((section) => section.slug_field === sectionSlug)
    ?.doc_contents.find((candidate) => candidate.slug_field === contentSlug);
  const title =
    (content.data && localized(content.data, 'title', language)) ||
    (item && localized(item, 'title', language));
  const body = content.data ? localized(content.data, 'body', language) : '';
  const progress = <Progress value={100} animated size="xs" aria-label={t('common.loading')} />;

  return (
    <Stack
      gap="md"
      component="article"
      lang={content.data ? variantLanguage(content.data, language) : undefined}
    >
      {content.isFetching ? progress : null}
      {title ? <Title order={1}>{title}</Title> : null}
      {body ? (
        <Suspense fallback={progress}>
          <DocMarkdown>{body}</DocMarkdown>
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The language the shown body is in: the reader's, or English where that variant is empty. */
function variantLanguage(content: Record<string, unknown>, language: string) {
  return content[`body_${language}`] ? language : 'en';
}
