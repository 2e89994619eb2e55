import { Progress, Stack, Text, Title } from '@mantine/core';
import { isLanguage } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocContent } from '../hooks/use-doc-content.ts';
import { useDocSections } from '../hooks/use-doc-sections.ts';
import { localized } from '../localized.ts';

export function DocsContentPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
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

  return (
    <Stack gap="md">
      {content.isFetching ? (
        <Progress value={100} animated size="xs" aria-label={t('common.loading')} />
      ) : null}
      {title ? <Title order={1}>{title}</Title> : null}
      {/* Plain text until the body format is settled: rendering server HTML here would need sanitizing. */}
      {body ? <Text style={{ whiteSpace: 'pre-wrap' }}>{body}</Text> : null}
    </Stack>
  );
}
