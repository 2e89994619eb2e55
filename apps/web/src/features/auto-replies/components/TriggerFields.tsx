import { NumberInput, Select, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUTO_REPLY_TRIGGERS, KEYWORD_MATCH_MODES, AUTO_REPLY_LIMITS as L } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { RuleFormValues } from '../rule-form.ts';

type Props = { form: UseFormReturnType<RuleFormValues> };

/** The trigger, and what it needs: keywords and how they match, a pattern, a window, or a note. */
export function TriggerFields({ form }: Props) {
  const { t } = useTranslation();
  const trigger = form.values.trigger;
  return (
    <>
      <Select
        label={t('autoReplies.editor.trigger')}
        data={AUTO_REPLY_TRIGGERS.map((value) => ({ value, label: t(`autoReplies.trigger.${value}`) }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('trigger')}
      />
      <Text size="xs" c="dimmed" mt={-8}>
        {t(`autoReplies.editor.triggerHelp.${trigger}`)}
      </Text>
      {trigger === 'keyword' ? (
        <>
          <Select
            label={t('autoReplies.editor.matchMode')}
            data={KEYWORD_MATCH_MODES.map((value) => ({ value, label: t(`autoReplies.matchMode.${value}`) }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('match_mode')}
          />
          <TagsInput
            label={t('autoReplies.editor.keywords')}
            description={t('autoReplies.editor.keywordsHint')}
            placeholder={t('autoReplies.editor.keywordsPlaceholder')}
            maxTags={L.keywordsPerRule}
            splitChars={[',']}
            clearable
            withAsterisk
            {...form.getInputProps('keywords')}
          />
        </>
      ) : null}
      {trigger === 'regex' ? (
        <TextInput
          label={t('autoReplies.editor.pattern')}
          description={t('autoReplies.editor.patternHint')}
          placeholder="harga|price|berapa"
          maxLength={L.patternLength}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          withAsterisk
          {...form.getInputProps('pattern')}
        />
      ) : null}
      {trigger === 'welcome' || trigger === 'away' ? (
        <NumberInput
          label={t('autoReplies.editor.onceWindow')}
          description={t('autoReplies.editor.onceWindowHint')}
          min={1}
          max={L.maxOnceWindowHours}
          allowDecimal={false}
          maw={260}
          {...form.getInputProps('once_window_hours')}
        />
      ) : null}
    </>
  );
}
