import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AutoReplyRule } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, translateMessage } from '../../../app/messages.ts';
import {
  emptyRuleValues,
  formFieldOf,
  RULE_FIELDS,
  type RuleFormValues,
  ruleFormErrors,
  ruleValuesOf,
  toRuleRequest,
} from '../rule-form.ts';
import { useSaveRule } from './use-auto-replies.ts';

/**
 * The rule editor's form: checked with the shared schema before asking, the server's refusals
 * under their fields (a regular expression's reason under the pattern), the rest above the buttons.
 */
export function useRuleForm(rule: AutoReplyRule | null, onSaved: () => void) {
  const { t } = useTranslation();
  const save = useSaveRule();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<RuleFormValues>({
    initialValues: rule ? ruleValuesOf(rule) : emptyRuleValues(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(ruleFormErrors(values)).map(([field, code]) => [field, translateMessage(t, code)]),
      ),
  });

  const submit = form.onSubmit(async (values) => {
    setNotice(null);
    try {
      await save.mutateAsync({ ruleId: rule?.rule_id ?? null, input: toRuleRequest(values) });
      notifications.show({ color: 'teal', message: t('autoReplies.editor.saved') });
      onSaved();
    } catch (error) {
      const codes = error instanceof ApiError ? error.fieldCodes : {};
      const named = RULE_FIELDS.filter((field) => codes[field]?.[0]);
      for (const field of named)
        form.setFieldError(formFieldOf(field, values), translateMessage(t, codes[field]![0]!));
      if (named.length === 0) setNotice(apiErrorMessage(t, error, 'autoReplies.editor.failed'));
    }
  });

  const errorOf = (field: keyof RuleFormValues) => {
    const value = form.errors[field];
    return typeof value === 'string' ? value : undefined;
  };

  return { form, submit, notice, errorOf, saving: save.isPending };
}
