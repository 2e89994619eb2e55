import { Alert, Button, Loader, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../../app/messages.ts';
import type { SelectOptions } from '../../onboarding-api.ts';
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
            withAsterisk
            disabled={loading || failed}
            nothingFoundMessage={t('signUp.nothingFound')}
            maxDropdownHeight={280}
            rightSection={loading ? <Loader size="xs" /> : undefined}
            {...input}
            value={form.getValues()[field] || null}
            onChange={(value) => form.setFieldValue(field, value ?? '')}
            error={errorOf(field)}
          />
        );
      })}
    </Stack>
  );
}
