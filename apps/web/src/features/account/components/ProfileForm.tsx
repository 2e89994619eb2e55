import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Profile, type SelectOptions, type UpdateProfileInput, updateProfileSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { schemaErrors, showServerFieldErrors } from '../../../app/form-errors.ts';
import { useTranslateMessage } from '../../../app/messages.ts';
import { useSelectOptions } from '../../onboarding/hooks/use-select-options.ts';
import { useFreeValueCheck } from '../hooks/use-free-value-check.ts';
import { useUpdateProfile } from '../hooks/use-profile.ts';

type Values = {
  name: string;
  email: string;
  phone_number: string;
  industry: string;
  country: string;
  timezone: string;
};

const ACCOUNT_FIELDS = [
  { field: 'industry', list: 'industries', label: 'signUp.fields.industry' },
  { field: 'country', list: 'countries', label: 'signUp.fields.country' },
  { field: 'timezone', list: 'timezones', label: 'signUp.fields.timezone' },
] as const satisfies readonly { field: keyof Values; list: keyof SelectOptions; label: string }[];

const SERVER_FIELDS = ['name', 'email', 'phone_number', 'industry', 'country', 'timezone'] as const;

/** The owner edits the account's industry, country and time zone too; an agent only their own details. */
function requestOf(values: Values, isOwner: boolean): UpdateProfileInput {
  const own = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
  };
  return isOwner
    ? { ...own, industry: values.industry, country: values.country, timezone: values.timezone }
    : own;
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const isOwner = profile.role === 'owner';
  const options = useSelectOptions();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: profile.name,
      email: profile.email ?? '',
      phone_number: profile.phone_number ?? '',
      industry: profile.industry ?? '',
      country: profile.country ?? '',
      timezone: profile.timezone ?? '',
    },
    validate: (values) => schemaErrors(updateProfileSchema, requestOf(values, isOwner)),
  });
  const checkFree = useFreeValueCheck(form, { email: profile.email, phone_number: profile.phone_number });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(requestOf(values, isOwner));
      notifications.show({ color: 'teal', message: t('account.profile.updated') });
      form.resetDirty();
    } catch (error) {
      showServerFieldErrors(form, error, SERVER_FIELDS, translate);
      notifications.show({ color: 'red', message: t('account.profile.updateFailed') });
    }
  });

  const errorOf = (field: keyof Values) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.profile.formLabel')}>
      <Stack gap="md" maw={640}>
        <TextInput label={t('account.profile.username')} value={profile.username} readOnly disabled />
        <TextInput
          label={t('signUp.fields.name')}
          withAsterisk
          maxLength={100}
          key={form.key('name')}
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('signUp.fields.email')}
            type="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
            onBlur={() => checkFree('email')}
            error={errorOf('email')}
          />
          <TextInput
            label={t('signUp.fields.phone')}
            inputMode="tel"
            placeholder="+6281234567890"
            withAsterisk
            key={form.key('phone_number')}
            {...form.getInputProps('phone_number')}
            onBlur={() => checkFree('phone_number')}
            error={errorOf('phone_number')}
          />
        </SimpleGrid>
        {ACCOUNT_FIELDS.map(({ field, list, label }) => (
          <Select
            key={form.key(field)}
            label={t(label)}
            description={isOwner ? undefined : t('account.profile.ownerOnly')}
            data={
              options.data?.[list] ??
              (profile[field] ? [{ value: profile[field], label: profile[field] }] : [])
            }
            searchable
            allowDeselect={false}
            withAsterisk={isOwner}
            disabled={!isOwner || options.isPending}
            maxDropdownHeight={280}
            {...form.getInputProps(field)}
            error={errorOf(field)}
          />
        ))}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('account.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
