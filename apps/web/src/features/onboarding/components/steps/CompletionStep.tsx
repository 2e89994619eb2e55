import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SelectOptions } from '@siar/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaCallbacks, CaptchaHandle } from '../../../captcha/captcha-types.ts';
import { Captcha } from '../../../captcha/components/Captcha.tsx';
import type { SignUpValues } from '../../sign-up-wizard.ts';

type Props = CaptchaCallbacks & {
  values: SignUpValues;
  options: SelectOptions | undefined;
  captchaRef: Ref<CaptchaHandle>;
  /** A translated message about the captcha (missing, failed, expired). */
  captchaError: string | undefined;
};

function labelOf(list: { value: string; label: string }[] | undefined, value: string): string {
  return list?.find((option) => option.value === value)?.label ?? value;
}

/** Step 4: what will be sent, for a last look, and the captcha. */
export function CompletionStep({ values, options, captchaRef, captchaError, ...captcha }: Props) {
  const { t } = useTranslation();
  const rows = [
    { label: t('signUp.fields.name'), value: values.name },
    { label: t('signUp.fields.email'), value: values.email },
    { label: t('signUp.fields.phone'), value: values.phone_number },
    { label: t('signUp.fields.industry'), value: labelOf(options?.industries, values.industry) },
    { label: t('signUp.fields.country'), value: labelOf(options?.countries, values.country) },
    { label: t('signUp.fields.timezone'), value: labelOf(options?.timezones, values.timezone) },
    { label: t('signUp.fields.username'), value: values.username },
  ];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="sm">
          {t('signUp.review')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" size="xs" c="dimmed">
                {row.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('signUp.verifyHuman')}
        </Text>
        <Captcha ref={captchaRef} error={captchaError} {...captcha} />
      </Stack>
    </Stack>
  );
}
