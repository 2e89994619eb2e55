import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, translateMessage } from '../../../app/messages.ts';
import type { SubscriptionFormValues } from '../subscription-form.ts';

type Options = {
  /** The caller has shown a field error of its own (Add's account), so no toast is needed. */
  shownElsewhere?: boolean;
};

/**
 * What Add and Edit do with a refused save: the server's messages go under the fields they name;
 * when it named none, a toast gives its reason, or `failedKey` when it gave none.
 */
export function useSubscriptionSaveError(form: UseFormReturnType<SubscriptionFormValues>, failedKey: string) {
  const { t } = useTranslation();
  return (error: unknown, { shownElsewhere = false }: Options = {}) => {
    const fields = error instanceof ApiError ? error.fieldCodes : {};
    const fieldNames = Object.keys(fields).filter((name) => name in form.getValues());
    if (fieldNames.length > 0 || shownElsewhere) {
      form.setErrors(
        Object.fromEntries(
          fieldNames.map((name) => [name, fields[name]?.[0] ? translateMessage(t, fields[name][0]) : '']),
        ),
      );
      return;
    }
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, failedKey) });
  };
}
