import {
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { TeamMember } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useTeamMemberForm } from '../hooks/use-team-member-form.ts';

type Props = {
  /** Open to add an agent (`'new'`) or to edit one; closed when null. */
  member: TeamMember | 'new' | null;
  onClose: () => void;
};

export function TeamMemberModal({ member, onClose }: Props) {
  const { t } = useTranslation();
  const editing = member !== 'new' && member !== null;
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={editing ? t('account.team.editTitle') : t('account.team.addTitle')}
      centered
      size="lg"
    >
      {member !== null ? (
        <MemberForm key={editing ? member.id : 'new'} member={editing ? member : null} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function MemberForm({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { submit, input, keyOf, checkFree, saving } = useTeamMemberForm(member, onClose);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={member ? t('account.team.editTitle') : t('account.team.addTitle')}
    >
      <Stack gap="md">
        <TextInput
          label={t('signUp.fields.name')}
          withAsterisk
          maxLength={100}
          data-autofocus
          key={keyOf('name')}
          {...input('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('signUp.fields.email')}
            type="email"
            withAsterisk
            key={keyOf('email')}
            {...input('email')}
            onBlur={() => checkFree('email')}
          />
          <TextInput
            label={t('signUp.fields.phone')}
            inputMode="tel"
            placeholder="+6281234567890"
            withAsterisk
            key={keyOf('phone_number')}
            {...input('phone_number')}
            onBlur={() => checkFree('phone_number')}
          />
        </SimpleGrid>
        <TextInput
          label={t('signUp.fields.username')}
          description={member ? undefined : t('account.team.usernameHint')}
          withAsterisk={!member}
          disabled={member !== null}
          autoComplete="off"
          key={keyOf('username')}
          {...input('username')}
          onBlur={member ? undefined : () => checkFree('username')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={member ? t('account.team.newPassword') : t('signUp.fields.password')}
            description={member ? t('account.team.newPasswordHint') : undefined}
            withAsterisk={!member}
            autoComplete="new-password"
            key={keyOf('password')}
            {...input('password')}
          />
          <PasswordInput
            label={t('signUp.fields.confirmPassword')}
            withAsterisk={!member}
            autoComplete="new-password"
            key={keyOf('confirm_password')}
            {...input('confirm_password')}
          />
        </SimpleGrid>
        {member ? (
          <NumberInput
            label={t('account.team.openLimitLabel')}
            description={t('account.team.openLimitHint')}
            placeholder={t('account.team.noLimit')}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            key={keyOf('open_limit')}
            {...input('open_limit')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {member ? t('account.team.save') : t('account.team.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
