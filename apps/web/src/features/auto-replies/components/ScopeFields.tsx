import { MultiSelect, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUTO_REPLY_SCOPES } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { RuleOptions } from '../hooks/use-rule-options.ts';
import type { RuleFormValues } from '../rule-form.ts';

type Props = { form: UseFormReturnType<RuleFormValues>; options: RuleOptions };

/** Where the rule listens: every device, some of them, or a chat channel's. */
export function ScopeFields({ form, options }: Props) {
  const { t } = useTranslation();
  const scope = form.values.scope;
  return (
    <>
      <Select
        label={t('autoReplies.editor.scope')}
        data={AUTO_REPLY_SCOPES.map((value) => ({ value, label: t(`autoReplies.editor.scopes.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('scope')}
      />
      {scope === 'devices' ? (
        <MultiSelect
          label={t('autoReplies.editor.devices')}
          data={options.devices}
          nothingFoundMessage={t('autoReplies.editor.noDevices')}
          searchable
          withAsterisk
          {...form.getInputProps('device_ids')}
        />
      ) : null}
      {scope === 'channel' ? (
        <Select
          label={t('autoReplies.editor.channel')}
          data={options.channels}
          nothingFoundMessage={t('autoReplies.editor.noChannels')}
          searchable
          withAsterisk
          {...form.getInputProps('channel_id')}
        />
      ) : null}
    </>
  );
}
