import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { WarmupSettings } from '@siar/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../app/messages.ts';
import { toastFieldName } from '../../onboarding/sign-up-wizard.ts';
import { toastError } from '../../onboarding/toast-error.ts';
import { saveFailureOf } from '../save-errors.ts';
import {
  formFieldOf,
  formValuesOf,
  toSettingsRequest,
  validateWarmupForm,
  type WarmupFormValues,
} from '../settings-form.ts';
import { useSaveWarmupSettings } from './use-warmup-mutations.ts';

/**
 * The settings form over the saved settings: it follows a save made elsewhere (the live refetch)
 * unless the user is editing, and saves with the spec's toasts.
 */
export function useSettingsForm(settings: WarmupSettings) {
  const { t } = useTranslation();
  const save = useSaveWarmupSettings();
  const form = useForm<WarmupFormValues>({
    initialValues: formValuesOf(settings),
    validate: validateWarmupForm,
  });

  const savedKey = JSON.stringify(formValuesOf(settings));
  const shown = useRef(savedKey);
  useEffect(() => {
    if (shown.current === savedKey || form.isDirty()) return;
    shown.current = savedKey;
    const values = JSON.parse(savedKey) as WarmupFormValues;
    form.setInitialValues(values);
    form.setValues(values);
  }, [savedKey, form]);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toSettingsRequest(values));
      // What was saved is the form's new starting point (not dirty: Start may go).
      const next = formValuesOf(saved.settings);
      shown.current = JSON.stringify(next);
      form.setInitialValues(next);
      form.setValues(next);
      notifications.show({ color: 'teal', message: t('warmup.settings.saved') });
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.kind === 'unknown') toastError(t('warmup.settings.saveError'));
      else if (failure.kind === 'failed') toastError(t('warmup.settings.saveFailed'));
      else
        for (const [field, ref] of failure.fields) {
          toastError(`${toastFieldName(field)}: ${translateMessage(t, ref)}`);
          const formField = formFieldOf(field);
          if (formField) form.setFieldError(formField, ref.code);
        }
    }
  });

  return { form, submit, saving: save.isPending };
}
