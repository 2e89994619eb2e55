import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Profile, SelectOptions } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useSelectOptions } from '../../onboarding/hooks/use-select-options.ts';
import type { ProfileValues } from '../hooks/use-profile-form.ts';

const ACCOUNT_FIELDS = [
  { field: 'industry', list: 'industries', label: 'signUp.fields.industry' },
  { field: 'country', list: 'countries', label: 'signUp.fields.country' },
  { field: 'timezone', list: 'timezones', label: 'signUp.fields.timezone' },
] as const satisfies readonly { field: keyof ProfileValues; list: keyof SelectOptions; label: string }[];

type Props = {
  profile: Profile;
  form: UseFormReturnType<ProfileValues>;
  errorOf: (field: keyof ProfileValues) => string | undefined;
  /** Only the owner changes them; an agent sees them greyed, with why. */
  isOwner: boolean;
};

/** The account's industry, country and time zone, picked from the sign-up's lists. */
export function AccountFields({ profile, form, errorOf, isOwner }: Props) {
  const { t } = useTranslation();
  const options = useSelectOptions();
  return ACCOUNT_FIELDS.map(({ field, list, label }) => (
    <Select
      key={form.key(field)}
      label={t(label)}
      description={isOwner ? undefined : t('account.profile.ownerOnly')}
      data={
        options.data?.[list] ?? (profile[field] ? [{ value: profile[field], label: profile[field] }] : [])
      }
      searchable
      allowDeselect={false}
      withAsterisk={isOwner}
      disabled={!isOwner || options.isPending}
      maxDropdownHeight={280}
      {...form.getInputProps(field)}
      error={errorOf(field)}
    />
  ));
}
