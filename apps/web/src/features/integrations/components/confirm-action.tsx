import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../../app/messages.ts';

/** Runs an action and says how it went: its success text, or the server's reason (else the fallback). */
export async function runWithToast(
  t: TFunction,
  action: () => Promise<unknown>,
  done: string,
  failed: string,
) {
  try {
    await action();
    notifications.show({ color: 'teal', message: t(done) });
  } catch (error) {
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, failed) });
  }
}

/** Asks first (a rotation stops the old secret at once), then runs it as `runWithToast` does. */
export function confirmAction(
  t: TFunction,
  texts: { title: string; question: string; confirm: string; done: string; failed: string },
  action: () => Promise<unknown>,
) {
  modals.openConfirmModal({
    title: t(texts.title),
    children: <Text size="sm">{t(texts.question)}</Text>,
    labels: { confirm: t(texts.confirm), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void runWithToast(t, action, texts.done, texts.failed),
  });
}
