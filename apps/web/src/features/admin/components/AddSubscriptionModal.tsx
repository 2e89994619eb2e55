import { Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AddSubscriptionRequest } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { translateMessage } from '../../../app/messages.ts';
import { useAccountSearch } from '../hooks/use-account-search.ts';
import { useAddSubscription } from '../hooks/use-admin-subscriptions.ts';
import { useSubscriptionSaveError } from '../hooks/use-subscription-save-error.ts';
import type { SubscriptionFormValues } from '../subscription-form.ts';
import { SubscriptionFields } from './SubscriptionFields.tsx';
import { SubscriptionFormActions } from './SubscriptionFormActions.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
};

/** Add Subscription: staff grant a plan to a customer account by hand. */
export function AddSubscriptionModal({ opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.subscriptions.addTitle')} centered>
      {opened ? <AddForm onClose={onClose} /> : null}
    </Modal>
  );
}

/** A new subscription starts as Starter, monthly, awaiting a device. */
const NEW_SUBSCRIPTION: SubscriptionFormValues = {
  plan_id: 'starter',
  billing_cycle: 'monthly',
  end_date: '',
  status: '2',
  is_trial: false,
};

function addRequest(accountId: string, values: SubscriptionFormValues): AddSubscriptionRequest {
  return {
    account_id: accountId,
    plan_id: values.plan_id as AddSubscriptionRequest['plan_id'],
    billing_cycle: values.billing_cycle as AddSubscriptionRequest['billing_cycle'],
    end_date: values.end_date || undefined,
    status: Number(values.status) as 1 | 2 | 3,
    is_trial: values.is_trial,
  };
}

function AddForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddSubscription();
  const picker = useAccountSearch();
  const { account, options } = picker;
  const [accountError, setAccountError] = useState<string | null>(null);
  const form = useForm<SubscriptionFormValues>({ initialValues: NEW_SUBSCRIPTION });
  const showSaveError = useSubscriptionSaveError(form, 'admin.subscriptions.addFailed');

  async function submit(values: SubscriptionFormValues) {
    if (!account) {
      setAccountError(t('errors.account_required'));
      return;
    }
    try {
      await add.mutateAsync(addRequest(account.value, values));
      notifications.show({ color: 'teal', message: t('admin.subscriptions.added') });
      onClose();
    } catch (error) {
      const accountErrors = error instanceof ApiError ? error.fieldCodes.account_id : undefined;
      if (accountErrors?.[0]) setAccountError(translateMessage(t, accountErrors[0]));
      showSaveError(error, { shownElsewhere: !!accountErrors });
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Select
          label={t('admin.subscriptions.fields.account')}
          placeholder={t('admin.subscriptions.fields.accountPlaceholder')}
          searchable
          withAsterisk
          data={options}
          searchValue={picker.search}
          onSearchChange={picker.setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={picker.fetching ? t('common.loading') : t('admin.list.empty')}
          comboboxProps={{ withinPortal: true }}
          value={account?.value ?? null}
          onChange={(value) => {
            picker.setAccount(options.find((o) => o.value === value) ?? null);
            setAccountError(null);
          }}
          error={accountError}
        />
        <SubscriptionFields form={form} statuses={[1, 2, 3]} endDateOptional />
        <SubscriptionFormActions
          submitLabel={t('admin.subscriptions.add')}
          loading={add.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
