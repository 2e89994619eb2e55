import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createTeamMemberSchema, type TeamMember, updateTeamMemberSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { schemaErrors, showServerFieldErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useFreeValueCheck } from '../hooks/use-free-value-check.ts';
import { useAddTeamMember, useUpdateTeamMember } from '../hooks/use-team.ts';

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

type Values = {
  name: string;
  email: string;
  phone_number: string;
  username: string;
  password: string;
  confirm_password: string;
};

const FIELDS = ['name', 'email', 'phone_number', 'username', 'password', 'confirm_password'] as const;

/** An edit sends what changed; an empty password keeps the agent's. */
function editOf(values: Values) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    ...(values.password ? { password: values.password } : {}),
  };
}

function validate(values: Values, editing: boolean): Record<string, string> {
  if (!editing) return schemaErrors(createTeamMemberSchema, { ...values, name: values.name.trim() });
  const errors = schemaErrors(updateTeamMemberSchema, editOf(values));
  if (values.password && values.password !== values.confirm_password)
    errors.confirm_password = 'password_mismatch';
  return errors;
}

function MemberForm({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const add = useAddTeamMember();
  const update = useUpdateTeamMember();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone_number: member?.phone_number ?? '',
      username: member?.username ?? '',
      password: '',
      confirm_password: '',
    },
    validate: (values) => validate(values, member !== null),
  });
  const checkFree = useFreeValueCheck(form, {
    email: member?.email,
    phone_number: member?.phone_number,
    username: member?.username,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (member) {
        await update.mutateAsync({ userId: member.id, patch: editOf(values) });
        notifications.show({ color: 'teal', message: t('account.team.updated') });
      } else {
        await add.mutateAsync(values);
        notifications.show({ color: 'teal', message: t('account.team.added', { name: values.name.trim() }) });
      }
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS, translate)) {
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'account.team.saveFailed') });
      }
    }
  });

  const errorOf = (field: keyof Values) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };
  const input = (field: keyof Values) => ({
    key: form.key(field),
    ...form.getInputProps(field),
    error: errorOf(field),
  });

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
          {...input('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('signUp.fields.email')}
            type="email"
            withAsterisk
            {...input('email')}
            onBlur={() => checkFree('email')}
          />
          <TextInput
            label={t('signUp.fields.phone')}
            inputMode="tel"
            placeholder="+6281234567890"
            withAsterisk
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
          {...input('username')}
          onBlur={member ? undefined : () => checkFree('username')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={member ? t('account.team.newPassword') : t('signUp.fields.password')}
            description={member ? t('account.team.newPasswordHint') : undefined}
            withAsterisk={!member}
            autoComplete="new-password"
            {...input('password')}
          />
          <PasswordInput
            label={t('signUp.fields.confirmPassword')}
            withAsterisk={!member}
            autoComplete="new-password"
            {...input('confirm_password')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {member ? t('account.team.save') : t('account.team.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
