import { Loader, Text } from '@mantine/core';
import { type Ref, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import type { SignUpWizardState } from '../hooks/use-sign-up-wizard.ts';
import { WIZARD_STEPS } from '../sign-up-wizard.ts';
import { BusinessStep, CompletionStep, SecurityStep } from './steps/later-steps.ts';
import { PersonalInfoStep } from './steps/PersonalInfoStep.tsx';

type Props = {
  index: number;
  /** On a phone the stepper shows numbers only, so the step is named above its fields. */
  compact: boolean;
  wizard: SignUpWizardState;
  captchaRef: Ref<CaptchaHandle>;
};

/** The fields of one wizard step (the last one with the captcha). */
export function WizardStepFields({ index, compact, wizard, captchaRef }: Props) {
  const { form, errorOf, options, steps } = wizard;
  // The server's or the widget's word about the captcha, untranslated.
  const { captchaNotice, setCaptchaNotice: onCaptchaNotice } = steps;
  const checkProps = { form, errorOf, checking: steps.checking, onCheck: steps.check };
  const { t } = useTranslation();
  const translate = useTranslateMessage();
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
