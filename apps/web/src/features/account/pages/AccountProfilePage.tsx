import { Divider, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { PasswordForm } from '../components/PasswordForm.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { useProfile } from '../hooks/use-profile.ts';

export function AccountProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <PageFrame>
      <Paper withBorder p="lg" radius="md">
        {profile.isError ? (
          <LoadError message={t('account.profile.loadFailed')} onRetry={() => void profile.refetch()} />
        ) : profile.data ? (
          <Stack gap="xl">
            <ProfileForm profile={profile.data} />
            <Divider />
            <PasswordForm />
          </Stack>
        ) : (
          <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        )}
      </Paper>
    </PageFrame>
  );
}
