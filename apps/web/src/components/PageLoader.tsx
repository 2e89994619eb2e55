import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Fill the whole window (a panel that has not drawn its frame yet) rather than a page's body. */
  fullScreen?: boolean;
};

/** What a page shows while the answer it depends on is on its way. */
export function PageLoader({ fullScreen = false }: Props) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
