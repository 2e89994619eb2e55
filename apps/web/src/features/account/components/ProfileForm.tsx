import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { AccountFields } from './AccountFields.tsx';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { form, submit, errorOf, checkFree, isOwner, saving } = useProfileForm(profile);

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
        <AccountFields profile={profile} form={form} errorOf={errorOf} isOwner={isOwner} />
        <Group>
          <Button type="submit" loading={saving}>
            {t('account.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
