import { Button, Grid, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  BUILT_IN_TEMPLATE_VARIABLES,
  type ContentTemplate,
  checkTemplate,
  type ErrorRef,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  type TemplateMedia,
} from '@siar/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useSaveTemplate } from '../hooks/use-template-mutations.ts';
import { useTemplateVariables } from '../hooks/use-templates.ts';
import { sampleContact } from '../sample-contact.ts';
import { AttachmentField } from './AttachmentField.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import { VariableButtons } from './VariableButtons.tsx';

type Props = {
  /** The template to edit, 'new' for a new one, null when closed. */
  template: ContentTemplate | 'new' | null;
  onClose: () => void;
};

export function TemplateEditorModal({ template, onClose }: Props) {
  const { t } = useTranslation();
  // A phone gets the whole screen: the form and the preview stack there.
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template === 'new' ? t('templates.editor.createTitle') : t('templates.editor.editTitle')}
      size="xl"
      fullScreen={small}
    >
      {template ? <TemplateForm template={template === 'new' ? null : template} onClose={onClose} /> : null}
    </Modal>
  );
}

type FieldErrors = { name?: ErrorRef[]; body?: ErrorRef[]; media?: ErrorRef[] };

function TemplateForm({ template, onClose }: { template: ContentTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const variables = useTemplateVariables();
  const save = useSaveTemplate();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [media, setMedia] = useState<TemplateMedia | null>(template?.media ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const customFields = variables.data?.custom_fields ?? [];
  const [sample, setSample] = useState(() => sampleContact([]));
  // The account's custom fields arrive after the first render: give the sample contact theirs.
  const sampleWithFields = {
    ...sample,
    customFields: { ...Object.fromEntries(customFields.map((key) => [key, ''])), ...sample.customFields },
  };
  const form = useForm({ initialValues: { name: template?.name ?? '', body: template?.body ?? '' } });

  function insertVariable(name: string) {
    const area = bodyRef.current;
    const body = form.getValues().body;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const text = `{{${name}}}`;
    form.setFieldValue('body', body.slice(0, start) + text + body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  /** What the server would refuse, said before asking it (the variables known once loaded). */
  function clientErrors(name: string, body: string): FieldErrors {
    const found: FieldErrors = {};
    if (!name.trim()) found.name = [{ code: 'template_name_required' }];
    if (!body.trim()) found.body = [{ code: 'template_body_required' }];
    else if (variables.data) {
      const problems = checkTemplate(body, [...BUILT_IN_TEMPLATE_VARIABLES, ...customFields]);
      if (problems.length > 0) found.body = problems.map(({ code, params }) => ({ code, params }));
    }
    return found;
  }

  const submit = form.onSubmit(async ({ name, body }) => {
    const found = clientErrors(name, body);
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
      const fromServer: FieldErrors = { name: fields.name, body: fields.body, media: fields.media_id };
      if (fromServer.name || fromServer.body || fromServer.media) setErrors(fromServer);
      else
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'templates.editor.failed') });
    }
  });

  const texts = (refs?: ErrorRef[]) =>
    refs?.length ? (
      <Stack gap={2} component="span">
        {refs.map((ref) => (
          <span key={`${ref.code}-${JSON.stringify(ref.params)}`}>{translate(ref)}</span>
        ))}
      </Stack>
    ) : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <TextInput
              label={t('templates.editor.name')}
              placeholder={t('templates.editor.namePlaceholder')}
              maxLength={TEMPLATE_NAME_MAX}
              withAsterisk
              data-autofocus
              {...form.getInputProps('name')}
              error={texts(errors.name)}
            />
            <Textarea
              ref={bodyRef}
              label={t('templates.editor.body')}
              placeholder={t('templates.editor.bodyPlaceholder')}
              autosize
              minRows={5}
              maxRows={14}
              maxLength={TEMPLATE_BODY_MAX}
              withAsterisk
              {...form.getInputProps('body')}
              error={texts(errors.body)}
            />
            <VariableButtons
              builtIn={BUILT_IN_TEMPLATE_VARIABLES}
              customFields={customFields}
              onInsert={insertVariable}
            />
            <AttachmentField
              media={media}
              onChange={setMedia}
              error={errors.media?.length ? translate(errors.media[0]!) : undefined}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TemplatePreview
            body={form.getValues().body}
            media={media}
            sample={sampleWithFields}
            onSampleChange={setSample}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {template ? t('templates.editor.save') : t('templates.editor.create')}
        </Button>
      </Group>
    </form>
  );
}
