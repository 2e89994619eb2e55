import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AdminSubscriptionRow } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useEditSubscription } from '../hooks/use-admin-subscriptions.ts';
import { useSubscriptionSaveError } from '../hooks/use-subscription-save-error.ts';
import { editChanges, formValuesOf, type SubscriptionFormValues } from '../subscription-form.ts';
import { SubscriptionFields } from './SubscriptionFields.tsx';
import { SubscriptionFormActions } from './SubscriptionFormActions.tsx';

type Props = {
  subscription: AdminSubscriptionRow | null;
  onClose: () => void;
};

export function EditSubscriptionModal({ subscription, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!subscription} onClose={onClose} title={t('admin.subscriptions.editTitle')} centered>
      {subscription ? (
        <EditForm key={subscription.subscription_id} subscription={subscription} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function EditForm({ subscription, onClose }: { subscription: AdminSubscriptionRow; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditSubscription();
  const initial = formValuesOf(subscription);
  const form = useForm<SubscriptionFormValues>({
    initialValues: initial,
    validate: { end_date: (value) => (value ? null : t('errors.invalid_date')) },
  });
  const showSaveError = useSubscriptionSaveError(form, 'admin.subscriptions.saveFailed');

  async function submit(values: SubscriptionFormValues) {
    const changes = editChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await edit.mutateAsync({ id: subscription.subscription_id, input: changes });
      notifications.show({ color: 'teal', message: t('admin.subscriptions.saved') });
      onClose();
    } catch (error) {
      showSaveError(error);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admin.subscriptions.editFor', { name: subscription.account_dict.name })}
        </Text>
        <SubscriptionFields form={form} statuses={[1, 2, 3, 4]} />
        <SubscriptionFormActions
          submitLabel={t('admin.subscriptions.save')}
          loading={edit.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
