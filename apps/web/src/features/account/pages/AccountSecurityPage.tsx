import { Divider, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maskPhone, type SecuritySettings } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { useSecurity, useUpdateSecurity } from '../hooks/use-security.ts';

const EXAMPLE = '+6281234567890';

type Settings = Required<SecuritySettings>;

/** What a switch says once saved, on and off. */
const SAVED: Record<keyof Settings, [on: string, off: string]> = {
  hide_phone_numbers: ['account.security.nowHidden', 'account.security.nowVisible'],
  agents_see_all_conversations: [
    'account.security.nowAllConversations',
    'account.security.nowOwnConversations',
  ],
};

/**
 * The owner's settings for what agents see: customers' numbers, and every conversation or only theirs
 * and the unassigned ones. Saved as switched (both values each time), in force from agents' next request.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  const security = useSecurity();
  const update = useUpdateSecurity();
  const saved: Settings | undefined = security.data && {
    hide_phone_numbers: security.data.hide_phone_numbers,
    agents_see_all_conversations: security.data.agents_see_all_conversations ?? false,
  };
  // While saving, the switches show what was asked for.
  const shown = update.isPending && update.variables ? (update.variables as Settings) : saved;

  async function toggle(field: keyof Settings, on: boolean) {
    if (!saved) return;
    try {
      await update.mutateAsync({ ...saved, [field]: on });
      notifications.show({ color: 'teal', message: t(SAVED[field][on ? 0 : 1]) });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'account.security.failed') });
    }
  }

  return (
    <PageFrame>
      <Paper withBorder p="lg" radius="md" maw={720}>
        {security.isError ? (
          <LoadError onRetry={() => void security.refetch()} />
        ) : shown ? (
          <Stack gap="md">
            <Stack gap="sm">
              <Switch
                size="md"
                checked={shown.hide_phone_numbers}
                disabled={update.isPending}
                onChange={(event) => void toggle('hide_phone_numbers', event.currentTarget.checked)}
                label={t('account.security.hideNumbers')}
                description={t('account.security.hideNumbersHint', { example: maskPhone(EXAMPLE) })}
              />
              <Text size="sm" c="dimmed">
                {t('account.security.ownerSees')}
              </Text>
            </Stack>
            <Divider />
            <Switch
              size="md"
              checked={shown.agents_see_all_conversations}
              disabled={update.isPending}
              onChange={(event) => void toggle('agents_see_all_conversations', event.currentTarget.checked)}
              label={t('account.security.allConversations')}
              description={t('account.security.allConversationsHint')}
            />
          </Stack>
        ) : (
          <Skeleton height={48} aria-label={t('common.loading')} />
        )}
      </Paper>
    </PageFrame>
  );
}
