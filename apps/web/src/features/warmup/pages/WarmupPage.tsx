import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { WarmupWorkspace } from '../components/WarmupWorkspace.tsx';
import { useWarmup } from '../hooks/use-warmup.ts';

/** /app/c/wa-devices/warmup: the warmup's settings, its run, and the devices taking part. */
export function WarmupPage() {
  const { t } = useTranslation();
  const warmup = useWarmup();

  return (
    <PageFrame breadcrumb={{ label: 'routes.cpanel-wa-devices.title', to: PATHS.cpanel.devices }}>
      {warmup.data ? (
        <WarmupWorkspace view={warmup.data} fetching={warmup.isFetching} />
      ) : warmup.isError ? (
        <LoadError onRetry={() => void warmup.refetch()} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </PageFrame>
  );
}
