import { Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AddSubscriptionRequest } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { translateMessage } from '../../../app/messages.ts';
import { useAddSubscription, useCustomerAccounts } from '../hooks/use-admin-subscriptions.ts';
import { useSubscriptionSaveError } from '../hooks/use-subscription-save-error.ts';
import type { SubscriptionFormValues } from '../subscription-form.ts';
import { SEARCH_DEBOUNCE_MS } from './ListSearch.tsx';
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

type Option = { value: string; label: string };

function AddForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddSubscription();
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState<Option | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  // Choosing an account puts its label in the box: that is not a new search.
  const term = account && search === account.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const accounts = useCustomerAccounts(debounced, true);
  const form = useForm<SubscriptionFormValues>({
    initialValues: {
      plan_id: 'starter',
      billing_cycle: 'monthly',
      end_date: '',
      status: '2',
      is_trial: false,
    },
  });
  const showSaveError = useSubscriptionSaveError(form, 'admin.subscriptions.addFailed');

  const found: Option[] = (accounts.data?.results ?? []).map((row) => ({
    value: row.account_id,
    label: [row.name, row.username, row.email].filter(Boolean).join(' · '),
  }));
  const options = account && !found.some((o) => o.value === account.value) ? [account, ...found] : found;

  async function submit(values: SubscriptionFormValues) {
    if (!account) {
      setAccountError(t('errors.account_required'));
      return;
    }
    const input: AddSubscriptionRequest = {
      account_id: account.value,
      plan_id: values.plan_id as AddSubscriptionRequest['plan_id'],
      billing_cycle: values.billing_cycle as AddSubscriptionRequest['billing_cycle'],
      end_date: values.end_date || undefined,
      status: Number(values.status) as 1 | 2 | 3,
      is_trial: values.is_trial,
    };
    try {
      await add.mutateAsync(input);
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
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={accounts.isFetching ? t('common.loading') : t('admin.list.empty')}
          comboboxProps={{ withinPortal: true }}
          value={account?.value ?? null}
          onChange={(value) => {
            setAccount(options.find((o) => o.value === value) ?? null);
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
