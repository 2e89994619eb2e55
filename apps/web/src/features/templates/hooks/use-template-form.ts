import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  BUILT_IN_TEMPLATE_VARIABLES,
  type ContentTemplate,
  checkTemplate,
  type ErrorRef,
  type TemplateMedia,
} from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useSaveTemplate } from './use-template-mutations.ts';

export type TemplateFieldErrors = { name?: ErrorRef[]; body?: ErrorRef[]; media?: ErrorRef[] };

/**
 * What the server would refuse, said before asking it. `customFields` is null until the account's
 * variables are loaded: until then the body's variables are not checked.
 */
function clientErrors(
  name: string,
  body: string,
  customFields: readonly string[] | null,
): TemplateFieldErrors {
  const found: TemplateFieldErrors = {};
  if (!name.trim()) found.name = [{ code: 'template_name_required' }];
  if (!body.trim()) found.body = [{ code: 'template_body_required' }];
  else if (customFields) {
    const problems = checkTemplate(body, [...BUILT_IN_TEMPLATE_VARIABLES, ...customFields]);
    if (problems.length > 0) found.body = problems.map(({ code, params }) => ({ code, params }));
  }
  return found;
}

/** The template editor's form: name, body and attachment, their errors, and saving them. */
export function useTemplateForm(
  template: ContentTemplate | null,
  customFields: readonly string[] | null,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const [media, setMedia] = useState<TemplateMedia | null>(template?.media ?? null);
  const [errors, setErrors] = useState<TemplateFieldErrors>({});
  const form = useForm({ initialValues: { name: template?.name ?? '', body: template?.body ?? '' } });

  const submit = form.onSubmit(async ({ name, body }) => {
    const found = clientErrors(name, body, customFields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        id: template?.id ?? null,
        input: { name: name.trim(), body, media_id: media?.id ?? null },
      });
      notifications.show({ color: 'teal', message: t('templates.editor.saved') });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldCodes : {};
      const fromServer: TemplateFieldErrors = {
        name: fields.name,
        body: fields.body,
        media: fields.media_id,
      };
      if (fromServer.name || fromServer.body || fromServer.media) setErrors(fromServer);
      else
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'templates.editor.failed') });
    }
  });

  return { form, media, setMedia, errors, submit, saving: save.isPending };
}
