import { Alert, Button, Loader, Select, Stack, Text } from '@mantine/core';
import type { SelectOptions } from '@siar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../../app/messages.ts';
import type { SignUpField } from '../../sign-up-wizard.ts';
import type { StepProps } from '../wizard-types.ts';

type Props = StepProps & {
  options: SelectOptions | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

const FIELDS = [
  { field: 'industry', list: 'industries', label: 'signUp.fields.industry' },
  { field: 'country', list: 'countries', label: 'signUp.fields.country' },
  { field: 'timezone', list: 'timezones', label: 'signUp.fields.timezone' },
] as const satisfies readonly { field: SignUpField; list: keyof SelectOptions; label: string }[];

/** Step 2: industry, country and time zone, each a searchable list from the server. */
export function BusinessStep({ form, errorOf, options, loading, failed, onRetry }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();

  // What each box shows while typing. Held here because a select whose value is held by the form
  // keeps the typed text when the chosen option is chosen again (the preselected time zone).
  const [searchOf, setSearchOf] = useState<Partial<Record<SignUpField, string>>>({});
  const labelOf = (list: keyof SelectOptions, value: string) =>
    options?.[list].find((option) => option.value === value)?.label ?? '';

  // Picking a country picks its main time zone too; the visitor may still choose another.
  function preselectTimeZone(country: string | null) {
    const zone = options?.countries.find((option) => option.value === country)?.timezone;
    if (zone) form.setFieldValue('timezone', zone);
  }

  return (
    <Stack gap="md">
      {failed ? (
        <Alert color="red" icon={<IconAlertTriangle size={20} />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translate(CLIENT_MESSAGES.selectOptionsFailed)}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {FIELDS.map(({ field, list, label }) => {
        const input = form.getInputProps(field);
        return (
          <Select
            key={field}
            label={t(label)}
            placeholder={loading ? t('common.loading') : t('signUp.searchPlaceholder')}
            data={options?.[list] ?? []}
            searchable
            // Required: choosing the chosen option again (the preselected zone) keeps it.
            allowDeselect={false}
            withAsterisk
            disabled={loading || failed}
            nothingFoundMessage={t('signUp.nothingFound')}
            maxDropdownHeight={280}
            rightSection={loading ? <Loader size="xs" /> : undefined}
            {...input}
            value={form.getValues()[field] || null}
            searchValue={searchOf[field] ?? ''}
            onSearchChange={(text) => setSearchOf((current) => ({ ...current, [field]: text }))}
            onOptionSubmit={(value) =>
              setSearchOf((current) => ({ ...current, [field]: labelOf(list, value) }))
            }
            onChange={(value) => {
              form.setFieldValue(field, value ?? '');
              if (field === 'country') preselectTimeZone(value);
            }}
            error={errorOf(field)}
          />
        );
      })}
    </Stack>
  );
}
