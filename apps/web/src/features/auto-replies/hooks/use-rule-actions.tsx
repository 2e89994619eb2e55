import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AutoReplyRule } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useDeleteRule, useReorderRules, useSwitchRule } from './use-auto-replies.ts';

/** The list's actions that save at once: switch, reorder, and delete after asking; a refusal says why. */
export function useRuleActions() {
  const { t } = useTranslation();
  const fail = (key: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, key) });
  const switchRule = useSwitchRule(fail('autoReplies.switchFailed'));
  const reorder = useReorderRules(fail('autoReplies.orderFailed'));
  const remove = useDeleteRule();
  const confirmDelete = (rule: AutoReplyRule) =>
    modals.openConfirmModal({
      title: t('autoReplies.delete.title'),
      children: <Text size="sm">{t('autoReplies.delete.text', { name: rule.name })}</Text>,
      labels: { confirm: t('autoReplies.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(rule, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('autoReplies.delete.done') }),
          onError: fail('autoReplies.delete.failed'),
        }),
    });
  return {
    onSwitch: (rule: AutoReplyRule, enabled: boolean) => switchRule.mutate({ rule, enabled }),
    onReorder: (next: AutoReplyRule[]) => reorder.mutate(next),
    onDelete: confirmDelete,
  };
}
