import '../../../app/issue-codes.ts';
import { notifications } from '@mantine/notifications';
import { type BusinessHoursException, businessHoursExceptionSchema, type OpenSpan } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { DEFAULT_SPAN, spansForForm, spansFromForm } from '../week-form.ts';
import { useCreateException, useUpdateException } from './use-business-hours.ts';

/** Error codes by field (`date`, `name`) and by span (`spans.0.end`, `spans`). */
function errorsOf(values: unknown): Record<string, string> {
  const result = businessHoursExceptionSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The holiday form's values, its errors (the shared rules, then the server's) and its save. */
export function useExceptionForm(exception: BusinessHoursException | null, onSaved: () => void) {
  const { t } = useTranslation();
  const create = useCreateException();
  const update = useUpdateException();
  const [date, setDate] = useState<string | null>(exception?.date ?? null);
  const [name, setName] = useState(exception?.name ?? '');
  const [openPart, setOpenPart] = useState((exception?.spans.length ?? 0) > 0);
  const [spans, setSpans] = useState<OpenSpan[]>(
    exception?.spans.length ? spansForForm(exception.spans) : [{ ...DEFAULT_SPAN }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { date: date ?? '', name, spans: openPart ? spansFromForm(spans) : [] };
    const found = errorsOf(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (exception) await update.mutateAsync({ exceptionId: exception.exception_id, input });
      else await create.mutateAsync(input);
      notifications.show({ color: 'teal', message: t('businessHours.exceptions.saved') });
      onSaved();
    } catch (error) {
      const codes = error instanceof ApiError ? error.fieldCodes : {};
      const named = Object.fromEntries(
        Object.entries(codes).map(([field, refs]) => [field, refs[0]?.code ?? 'invalid']),
      );
      if (Object.keys(named).length > 0) setErrors(named);
      else
        notifications.show({
          color: 'red',
          message: apiErrorMessage(t, error, 'businessHours.exceptions.saveFailed'),
        });
    }
  };

  return {
    values: { date, name, openPart, spans },
    set: { date: setDate, name: setName, openPart: setOpenPart, spans: setSpans },
    errors,
    submit,
    saving: create.isPending || update.isPending,
  };
}
