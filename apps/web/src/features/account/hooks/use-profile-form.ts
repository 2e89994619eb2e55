import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Profile, type UpdateProfileInput, updateProfileSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { schemaErrors, showServerFieldErrors } from '../../../app/form-errors.ts';
import { useTranslateMessage } from '../../../app/messages.ts';
import { useFreeValueCheck } from './use-free-value-check.ts';
import { useUpdateProfile } from './use-profile.ts';

export type ProfileValues = {
  name: string;
  email: string;
  phone_number: string;
  industry: string;
  country: string;
  timezone: string;
};

const SERVER_FIELDS = ['name', 'email', 'phone_number', 'industry', 'country', 'timezone'] as const;

/** The owner edits the account's industry, country and time zone too; an agent only their own details. */
function requestOf(values: ProfileValues, isOwner: boolean): UpdateProfileInput {
  const own = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
  };
  return isOwner
    ? { ...own, industry: values.industry, country: values.country, timezone: values.timezone }
    : own;
}

/** The profile form: its values, checked with the shared rules, and saving them. */
export function useProfileForm(profile: Profile) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const isOwner = profile.role === 'owner';
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
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

  const errorOf = (field: keyof ProfileValues) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  return { form, submit, errorOf, checkFree, isOwner, saving: update.isPending };
}
