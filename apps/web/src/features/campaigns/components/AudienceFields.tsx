import { Anchor, MultiSelect, Select, Stack, Text } from '@mantine/core';
import type { PanelSelectOptions } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

type Field<T> = { value: T; onChange: (value: T) => void; error?: string };

type Props = {
  options: Pick<PanelSelectOptions, 'content_templates_options' | 'contact_groups_options'>;
  template: Field<string | null>;
  groups: Field<string[]>;
};

/** What is sent (a content template) and to whom (contact groups), with a way to make either. */
export function AudienceFields({ options, template, groups }: Props) {
  const { t } = useTranslation();
  const toData = (list: { id: string; name: string }[]) =>
    list.map((item) => ({ value: item.id, label: item.name }));
  const noTemplates = options.content_templates_options.length === 0;
  const noGroups = options.contact_groups_options.length === 0;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Select
          label={t('campaigns.form.template')}
          placeholder={t(noTemplates ? 'campaigns.form.noTemplates' : 'campaigns.form.templatePlaceholder')}
          data={toData(options.content_templates_options)}
          value={template.value}
          onChange={template.onChange}
          error={template.error}
          searchable
          withAsterisk
          disabled={noTemplates}
        />
        {noTemplates ? (
          <Text size="xs">
            <Anchor component={Link} to={PATHS.cpanel.contentTemplates}>
              {t('campaigns.form.createTemplate')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <MultiSelect
          label={t('campaigns.form.groups')}
          placeholder={t(noGroups ? 'campaigns.form.noGroups' : 'campaigns.form.groupsPlaceholder')}
          data={toData(options.contact_groups_options)}
          value={groups.value}
          onChange={groups.onChange}
          error={groups.error}
          searchable
          withAsterisk
          disabled={noGroups}
        />
        {noGroups ? (
          <Text size="xs">
            <Anchor component={Link} to={PATHS.cpanel.contactGroups}>
              {t('campaigns.form.createGroup')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
