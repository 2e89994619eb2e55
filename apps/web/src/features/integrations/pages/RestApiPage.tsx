import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DOC_PAGES } from '../../../app/docs-pages.ts';
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import { DocsLink } from '../../../components/DocsLink.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function RestApiPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <ComingSoon />
      <Text ta="center">
        <DocsLink page={DOC_PAGES.restApi} newTab>
          {t('docsHelp.restApi')}
        </DocsLink>
      </Text>
    </PageFrame>
  );
}
