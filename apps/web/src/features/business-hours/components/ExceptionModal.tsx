import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { BUSINESS_HOURS_LIMITS, type BusinessHoursException, isLanguage } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import { weekStartIndex } from '../../../app/week-start.ts';
import { DatesLanguage } from '../../../components/DatesLanguage.tsx';
import { useExceptionForm } from '../hooks/use-exception-form.ts';
import { SpansEditor } from './SpansEditor.tsx';

type Props = {
  /** The day to edit, or null to add one. */
  exception: BusinessHoursException | null;
  onClose: () => void;
};

/** The spans' errors under `spans.` as SpansEditor names them (`0.end`; `''` for the day). */
function spanErrorsOf(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key === 'spans' || key.startsWith('spans.'))
      .map(([key, code]) => [key.slice('spans.'.length), code]),
  );
}

/** Adds or edits a holiday: its date, a name, and closed all day or open at some hours. */
export function ExceptionModal({ exception, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { values, set, errors, submit, saving } = useExceptionForm(exception, onClose);
  const errorAt = (field: string) => (errors[field] ? translate(errors[field]) : undefined);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(exception ? 'businessHours.exceptions.editTitle' : 'businessHours.exceptions.addTitle')}
    >
      <DatesLanguage>
        <form onSubmit={submit} noValidate aria-label={t('businessHours.exceptions.title')}>
          <Stack gap="sm">
            <DatePickerInput
              label={t('businessHours.exceptions.date')}
              value={values.date}
              onChange={(value) => set.date(value ? String(value).slice(0, 10) : null)}
              valueFormat="D MMMM YYYY"
              firstDayOfWeek={weekStartIndex(language)}
              error={errorAt('date')}
              required
            />
            <TextInput
              label={t('businessHours.exceptions.name')}
              placeholder={t('businessHours.exceptions.namePlaceholder')}
              value={values.name}
              maxLength={BUSINESS_HOURS_LIMITS.exceptionNameLength}
              onChange={(event) => set.name(event.currentTarget.value)}
              error={errorAt('name')}
            />
            <Switch
              label={t('businessHours.exceptions.openPart')}
              checked={values.openPart}
              onChange={(event) => set.openPart(event.currentTarget.checked)}
            />
            {values.openPart ? (
              <SpansEditor
                spans={values.spans}
                onChange={set.spans}
                errors={spanErrorsOf(errors)}
                dayName={values.name || t('businessHours.exceptions.unnamed')}
              />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('businessHours.exceptions.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('businessHours.exceptions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </DatesLanguage>
    </Modal>
  );
}
