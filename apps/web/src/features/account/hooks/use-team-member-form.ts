import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createTeamMemberSchema, type TeamMember, updateTeamMemberSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { schemaErrors, showServerFieldErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useFreeValueCheck } from './use-free-value-check.ts';
import { useAddTeamMember, useUpdateTeamMember } from './use-team.ts';

export type TeamMemberValues = {
  name: string;
  email: string;
  phone_number: string;
  username: string;
  password: string;
  confirm_password: string;
  /** The NumberInput's value: empty for no limit. */
  open_limit: number | string;
};

const FIELDS = [
  'name',
  'email',
  'phone_number',
  'username',
  'password',
  'confirm_password',
  'open_limit',
] as const;

/** Empty is no limit; anything else goes to the schema as a number (a decimal is refused there). */
const openLimitOf = (value: number | string) => (value === '' ? null : Number(value));

/** An edit sends what changed; an empty password keeps the agent's. */
function editOf(values: TeamMemberValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    open_limit: openLimitOf(values.open_limit),
    ...(values.password ? { password: values.password } : {}),
  };
}

function validate(values: TeamMemberValues, editing: boolean): Record<string, string> {
  if (!editing) return schemaErrors(createTeamMemberSchema, { ...values, name: values.name.trim() });
  const errors = schemaErrors(updateTeamMemberSchema, editOf(values));
  if (values.password && values.password !== values.confirm_password)
    errors.confirm_password = 'password_mismatch';
  return errors;
}

/** The agent dialog's form: adds an agent, or saves an edit; the server's refusals go under their fields. */
export function useTeamMemberForm(member: TeamMember | null, onClose: () => void) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const add = useAddTeamMember();
  const update = useUpdateTeamMember();
  const form = useForm<TeamMemberValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone_number: member?.phone_number ?? '',
      username: member?.username ?? '',
      password: '',
      confirm_password: '',
      open_limit: member?.open_limit ?? '',
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
        const { open_limit: _unused, ...added } = values;
        await add.mutateAsync(added);
        notifications.show({ color: 'teal', message: t('account.team.added', { name: values.name.trim() }) });
      }
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS, translate)) {
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'account.team.saveFailed') });
      }
    }
  });

  const errorOf = (field: keyof TeamMemberValues) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };
  const input = (field: keyof TeamMemberValues) => ({ ...form.getInputProps(field), error: errorOf(field) });
  // The uncontrolled form's key for a field, passed to the input apart (React refuses a spread key).
  const keyOf = (field: keyof TeamMemberValues) => form.key(field);

  return { submit, input, keyOf, checkFree, saving: add.isPending || update.isPending };
}
