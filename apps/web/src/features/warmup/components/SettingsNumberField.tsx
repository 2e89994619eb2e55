import { NumberInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isErrorCode } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../app/messages.ts';
import { FIELD_RANGES, type WarmupFormValues } from '../settings-form.ts';

type Props = {
  form: UseFormReturnType<WarmupFormValues>;
  field: keyof typeof FIELD_RANGES;
  /** An i18n key. */
  label: string;
  /** An i18n key: a recommendation the value falls short of. */
  hint?: string;
  disabled: boolean;
};

/** A whole number within its field's range, with the spec's recommendation under it when it applies. */
export function SettingsNumberField({ form, field, label, hint, disabled }: Props) {
  const { t } = useTranslation();
  const { minimum, maximum } = FIELD_RANGES[field];
  const code = form.errors[field];
  // Errors are codes of the shared catalogue; ranges are the field's own (minutes for the breaks).
  const error =
    typeof code === 'string'
      ? isErrorCode(code)
        ? translateMessage(t, { code, params: FIELD_RANGES[field] })
        : code
      : undefined;

  return (
    <NumberInput
      label={t(label)}
      min={Number(minimum)}
      max={Number(maximum)}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={disabled}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        hint ? (
          <Text span size="xs" c="orange.8" data-testid={`hint-${field}`}>
            {t(hint)}
          </Text>
        ) : undefined
      }
      {...form.getInputProps(field)}
      error={error}
    />
  );
}
