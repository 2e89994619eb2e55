import { Button, Grid, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BUILT_IN_TEMPLATE_VARIABLES,
  type ContentTemplate,
  type ErrorRef,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
} from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import { useSampleContact } from '../hooks/use-sample-contact.ts';
import { useTemplateForm } from '../hooks/use-template-form.ts';
import { useTemplateVariables } from '../hooks/use-templates.ts';
import { useVariableInsert } from '../hooks/use-variable-insert.ts';
import { AttachmentField } from './AttachmentField.tsx';
import { ErrorTexts } from './ErrorTexts.tsx';
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

function TemplateForm({ template, onClose }: { template: ContentTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const variables = useTemplateVariables();
  const customFields = variables.data?.custom_fields ?? [];
  const { form, media, setMedia, errors, submit, saving } = useTemplateForm(
    template,
    variables.data ? customFields : null,
    onClose,
  );
  const { bodyRef, insertVariable } = useVariableInsert(form);
  const [sample, setSample] = useSampleContact(customFields);
  const texts = (refs?: ErrorRef[]) => (refs?.length ? <ErrorTexts refs={refs} /> : undefined);

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
            sample={sample}
            onSampleChange={setSample}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {template ? t('templates.editor.save') : t('templates.editor.create')}
        </Button>
      </Group>
    </form>
  );
}
