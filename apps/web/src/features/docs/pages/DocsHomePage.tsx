import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useDocSections } from '../hooks/use-doc-sections.ts';

/** The empty path opens the first document of the first section, when there is one. */
export function DocsHomePage() {
  const { t } = useTranslation();
  const { data: sections, isPending } = useDocSections();

  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

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
