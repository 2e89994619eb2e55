import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useDocSections } from '../hooks/use-doc-sections.ts';

/**
 * The empty path: 'Select a document to view its content', until the sections arrive; then the first
 * document of the first section opens (the text stays when there is none).
 */
export function DocsHomePage() {
  const { t } = useTranslation();
  const { data: sections } = useDocSections();

  const section = sections?.find((candidate) => candidate.doc_contents.length > 0);
  const first = section?.doc_contents[0];
  if (section && first)
    return <Navigate to={PATHS.docs.content(section.slug_field, first.slug_field)} replace />;

  return (
    <Center py={96}>
      <Text c="dimmed">{t('docs.selectDocument')}</Text>
    </Center>
  );
}
