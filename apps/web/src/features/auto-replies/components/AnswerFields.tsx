import { Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUTO_REPLY_LIMITS as L } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { RuleOptions } from '../hooks/use-rule-options.ts';
import type { RuleFormValues } from '../rule-form.ts';

type Props = { form: UseFormReturnType<RuleFormValues>; options: RuleOptions };

/** The answer (a content template or a quick reply) and the wait before it, with "typing…". */
export function AnswerFields({ form, options }: Props) {
  const { t } = useTranslation();
  const kind = form.values.answer_kind;
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('autoReplies.editor.answer')}
        </Text>
        <SegmentedControl
          data={[
            { value: 'template', label: t('autoReplies.editor.answerTemplate') },
            { value: 'quick_reply', label: t('autoReplies.editor.answerQuickReply') },
          ]}
          value={kind}
          onChange={(value) => form.setFieldValue('answer_kind', value as RuleFormValues['answer_kind'])}
          aria-label={t('autoReplies.editor.answer')}
          fullWidth
        />
      </Stack>
      {kind === 'template' ? (
        <Select
          label={t('autoReplies.editor.template')}
          data={options.templates}
          nothingFoundMessage={t('autoReplies.editor.noTemplates')}
          searchable
          withAsterisk
          {...form.getInputProps('template_id')}
        />
      ) : (
        <Select
          label={t('autoReplies.editor.quickReply')}
          data={options.quickReplies}
          nothingFoundMessage={t('autoReplies.editor.noQuickReplies')}
          searchable
          withAsterisk
          {...form.getInputProps('quick_reply_id')}
        />
      )}
      <Stack gap={4}>
        <Group grow align="flex-start">
          <NumberInput
            label={t('autoReplies.editor.minDelay')}
            min={0}
            max={L.maxDelaySeconds}
            allowDecimal={false}
            {...form.getInputProps('min_delay_seconds')}
          />
          <NumberInput
            label={t('autoReplies.editor.maxDelay')}
            min={0}
            max={L.maxDelaySeconds}
            allowDecimal={false}
            {...form.getInputProps('max_delay_seconds')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('autoReplies.editor.delayHint')}
        </Text>
      </Stack>
    </>
  );
}

/**
 * What else it does: to the contact (groups to join, their opt-out) and to the conversation it
 * answers (labels to put on, the member it goes to when nobody has it).
 */
export function ActionFields({ form, options }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <MultiSelect
        label={t('autoReplies.editor.groups')}
        data={options.groups}
        nothingFoundMessage={t('autoReplies.editor.noGroups')}
        searchable
        clearable
        {...form.getInputProps('add_group_ids')}
      />
      <Select
        label={t('autoReplies.editor.optAction')}
        data={(['none', 'out', 'in'] as const).map((value) => ({
          value,
          label: t(`autoReplies.editor.opt.${value}`),
        }))}
        allowDeselect={false}
        {...form.getInputProps('opt_action')}
      />
      <MultiSelect
        label={t('autoReplies.editor.labels')}
        data={options.labels}
        nothingFoundMessage={t('autoReplies.editor.noLabels')}
        searchable
        clearable
        {...form.getInputProps('add_label_ids')}
      />
      <Select
        label={t('autoReplies.editor.assignee')}
        description={t('autoReplies.editor.assigneeHint')}
        placeholder={t('autoReplies.editor.assigneeNobody')}
        data={options.members}
        nothingFoundMessage={t('autoReplies.editor.noMembers')}
        searchable
        clearable
        {...form.getInputProps('assign_user_id')}
      />
    </>
  );
}
