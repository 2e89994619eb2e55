import { Loader, Text } from '@mantine/core';
import { type Ref, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import type { useSelectOptions } from '../hooks/use-select-options.ts';
import { WIZARD_STEPS } from '../sign-up-wizard.ts';
import { BusinessStep, CompletionStep, SecurityStep } from './steps/later-steps.ts';
import { PersonalInfoStep } from './steps/PersonalInfoStep.tsx';
import type { CheckedStepProps } from './wizard-types.ts';

type Props = CheckedStepProps & {
  index: number;
  /** On a phone the stepper shows numbers only, so the step is named above its fields. */
  compact: boolean;
  options: ReturnType<typeof useSelectOptions>;
  captchaRef: Ref<CaptchaHandle>;
  /** The server's or the widget's word about the captcha, untranslated. */
  captchaNotice: string | null;
  onCaptchaNotice: (message: string | null) => void;
};

/** The fields of one wizard step (the last one with the captcha). */
export function WizardStepFields({
  index,
  compact,
  options,
  captchaRef,
  captchaNotice,
  onCaptchaNotice,
  ...checkProps
}: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { form, errorOf } = checkProps;
  const step = WIZARD_STEPS[index];

  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
      {compact && step ? (
        <Text fw={600} mb="md">
          {t('signUp.stepOf', {
            step: index + 1,
            total: WIZARD_STEPS.length,
            label: t(`signUp.steps.${step.id}.label`),
          })}
        </Text>
      ) : null}
      {index === 0 ? <PersonalInfoStep {...checkProps} /> : null}
      {index === 1 ? (
        <BusinessStep
          form={form}
          errorOf={errorOf}
          options={options.data}
          loading={options.isPending}
          failed={options.isError}
          onRetry={() => void options.refetch()}
        />
      ) : null}
      {index === 2 ? <SecurityStep {...checkProps} /> : null}
      {index === 3 ? (
        <CompletionStep
          values={form.getValues()}
          options={options.data}
          captchaRef={captchaRef}
          captchaError={captchaNotice ? translate(captchaNotice) : undefined}
          onVerify={(token) => {
            form.setFieldValue('captcha', token);
            onCaptchaNotice(null);
          }}
          onExpire={() => {
            form.setFieldValue('captcha', '');
            onCaptchaNotice('captcha_expired');
          }}
          onError={() => {
            form.setFieldValue('captcha', '');
            onCaptchaNotice('captcha_failed');
          }}
        />
      ) : null}
    </Suspense>
  );
}
