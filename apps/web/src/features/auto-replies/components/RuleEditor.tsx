import { Button, Center, Divider, Group, Loader, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AUTO_REPLY_LIMITS, type AutoReplyRule } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { type RuleOptions, useRuleOptions } from '../hooks/use-rule-options.ts';
import { ActionFields, AnswerFields } from './AnswerFields.tsx';
import { ScopeFields } from './ScopeFields.tsx';
import { TriggerFields } from './TriggerFields.tsx';

type Props = {
  /** The rule to edit, 'new' for a new one, null when closed. */
  rule: AutoReplyRule | 'new' | null;
  onClose: () => void;
};

function RuleForm({
  rule,
  options,
  onClose,
}: {
  rule: AutoReplyRule | null;
  options: RuleOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, notice, saving } = useRuleForm(rule, onClose);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('autoReplies.editor.name')}
          placeholder={t('autoReplies.editor.namePlaceholder')}
          maxLength={AUTO_REPLY_LIMITS.nameLength}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Switch
          label={t('autoReplies.editor.enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Divider label={t('autoReplies.editor.when')} labelPosition="left" />
        <TriggerFields form={form} />
        <ScopeFields form={form} options={options} />
        <Divider label={t('autoReplies.editor.answerSection')} labelPosition="left" />
        <AnswerFields form={form} options={options} />
        <Divider label={t('autoReplies.editor.actions')} labelPosition="left" />
        <ActionFields form={form} options={options} />
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('autoReplies.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The rule editor in a dialog (the whole screen on a phone), once the lists it chooses from are in. */
export function RuleEditor({ rule, onClose }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  const options = useRuleOptions();
  const editing = rule === 'new' ? null : rule;
  return (
    <Modal
      opened={rule !== null}
      onClose={onClose}
      title={t(editing ? 'autoReplies.editor.editTitle' : 'autoReplies.editor.newTitle')}
      size="lg"
      fullScreen={narrow}
    >
      {rule === null ? null : options.loading ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        <RuleForm key={editing?.rule_id ?? 'new'} rule={editing} options={options} onClose={onClose} />
      )}
    </Modal>
  );
}
