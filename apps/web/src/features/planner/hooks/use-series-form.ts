import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Series } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateMessage } from '../../../app/messages.ts';
import { placeFieldRefusals } from '../../devices/device-form.ts';
import {
  emptySeriesValues,
  SERIES_FORM_FIELDS,
  type SeriesFormField,
  type SeriesFormValues,
  seriesValuesOf,
  toSeriesRequest,
  validateSeriesForm,
} from '../series-form.ts';
import { useCreateSeries, useUpdateSeries } from './use-planner-mutations.ts';

/** The series form's values and saving them; refusals about a field go under it, the rest into `notice`. */
export function useSeriesForm(series: Series | null, startDate: string, onSaved: () => void) {
  const { t } = useTranslation();
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<SeriesFormValues>({
    initialValues: series ? seriesValuesOf(series) : emptySeriesValues(startDate),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateSeriesForm(values)).map(([field, ref]) => [field, translateMessage(t, ref)]),
      ),
  });
  const busy = create.isPending || update.isPending;
  const errorOf = (field: SeriesFormField) => form.errors[field] as string | undefined;

  async function save() {
    if (form.validate().hasErrors) return;
    setNotice(null);
    const request = toSeriesRequest(form.values);
    try {
      if (series) await update.mutateAsync({ seriesId: series.id, patch: request });
      else await create.mutateAsync(request);
      notifications.show({ color: 'teal', message: t('planner.form.saved') });
      onSaved();
    } catch (error) {
      if (!placeFieldRefusals(form, error, SERIES_FORM_FIELDS, (ref) => translateMessage(t, ref)))
        setNotice(apiErrorMessage(t, error, 'planner.form.saveFailed'));
    }
  }

  return { form, save, notice, busy, errorOf };
}
