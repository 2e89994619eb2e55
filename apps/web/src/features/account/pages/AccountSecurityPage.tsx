import { Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maskPhone } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { useSecurity, useUpdateSecurity } from '../hooks/use-security.ts';

const EXAMPLE = '+6281234567890';

/** The owner's number visibility setting: saved as it is switched, in force from agents' next request. */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  const security = useSecurity();
  const update = useUpdateSecurity();

  async function toggle(hide: boolean) {
    try {
      await update.mutateAsync({ hide_phone_numbers: hide });
      notifications.show({
        color: 'teal',
        message: hide ? t('account.security.nowHidden') : t('account.security.nowVisible'),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'account.security.failed') });
    }
  }

  return (
    <PageFrame>
      <Paper withBorder p="lg" radius="md" maw={720}>
        {security.isError ? (
          <LoadError onRetry={() => void security.refetch()} />
        ) : security.data ? (
          <Stack gap="sm">
            <Switch
              size="md"
              checked={
                update.isPending
                  ? (update.variables?.hide_phone_numbers ?? false)
                  : security.data.hide_phone_numbers
              }
              disabled={update.isPending}
              onChange={(event) => void toggle(event.currentTarget.checked)}
              label={t('account.security.hideNumbers')}
              description={t('account.security.hideNumbersHint', { example: maskPhone(EXAMPLE) })}
            />
            <Text size="sm" c="dimmed">
              {t('account.security.ownerSees')}
            </Text>
          </Stack>
        ) : (
          <Skeleton height={48} aria-label={t('common.loading')} />
        )}
      </Paper>
    </PageFrame>
  );
}
