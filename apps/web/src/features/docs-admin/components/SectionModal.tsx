import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AdminDocSection } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { DOC_LANGUAGES, type SectionFormValues, sectionFormValuesOf } from '../doc-form.ts';
import { createDocSection, updateDocSection } from '../docs-admin-api.ts';
import { useTreeChange } from '../hooks/use-docs-admin.ts';
import { fieldErrorsOf } from '../server-errors.ts';

type Props = {
  /** 'new' creates one; a section edits it; null keeps the dialog closed. */
  section: AdminDocSection | 'new' | null;
  onClose: () => void;
};

export function SectionModal({ section, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={section !== null}
      onClose={onClose}
      title={t(section === 'new' ? 'docsAdmin.section.createTitle' : 'docsAdmin.section.editTitle')}
      centered
    >
      {section ? (
        <SectionForm
          key={section === 'new' ? 'new' : section.id}
          section={section === 'new' ? null : section}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function SectionForm({ section, onClose }: { section: AdminDocSection | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<SectionFormValues>({
    initialValues: sectionFormValuesOf(section),
    validate: {
      slug_field: (v) => (v.trim() ? null : t('errors.required')),
      title_en: (v) => (v.trim() ? null : t('errors.required')),
    },
  });
  const save = useTreeChange((values: SectionFormValues) =>
    section ? updateDocSection(section.id, values) : createDocSection(values),
  );

  async function submit(values: SectionFormValues) {
    try {
      await save.mutateAsync(values);
      notifications.show({
        color: 'teal',
        message: t('docsAdmin.section.saved', { title: values.title_en }),
      });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(t, error, Object.keys(values));
      if (fields) form.setErrors(fields);
      else notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'docsAdmin.saveFailed') });
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack>
        <TextInput
          label={t('docsAdmin.slug')}
          description={t('docsAdmin.slugHint')}
          {...form.getInputProps('slug_field')}
        />
        {DOC_LANGUAGES.map((lang) => (
          <TextInput
            key={lang}
            label={t('docsAdmin.titleIn', { language: t(`docsAdmin.languages.${lang}`) })}
            withAsterisk={lang === 'en'}
            lang={lang}
            {...form.getInputProps(`title_${lang}`)}
          />
        ))}
        <Switch
          label={t('docsAdmin.published')}
          {...form.getInputProps('is_published', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('docsAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
