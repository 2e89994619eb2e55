import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha-types.ts';
import { useCaptchaConfig } from '../hooks/use-captcha-config.ts';
import { AltchaWidget } from './AltchaWidget.tsx';
import { RecaptchaWidget } from './RecaptchaWidget.tsx';

type Props = CaptchaCallbacks & {
  ref?: Ref<CaptchaHandle>;
  /** A message about the captcha, already translated, shown under it. */
  error?: string | null;
};

/** The form's captcha: ALTCHA by default, Google reCAPTCHA v2 where the installation configured it. */
export function Captcha({ ref, error, ...callbacks }: Props) {
  const { t } = useTranslation();
  const config = useCaptchaConfig();

  let widget: ReactNode;
  if (config.isPending) {
    widget = <Skeleton height={74} radius="sm" aria-label={t('common.loading')} />;
  } else if (config.isError) {
    widget = (
      <Stack gap={6} align="flex-start">
        <Text c="red" size="sm">
          {t('captcha.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void config.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (config.data.provider === 'recaptcha' && config.data.site_key) {
    widget = <RecaptchaWidget ref={ref} siteKey={config.data.site_key} {...callbacks} />;
  } else {
    widget = <AltchaWidget ref={ref} {...callbacks} />;
  }

  return (
    <Stack gap={6}>
      {widget}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
