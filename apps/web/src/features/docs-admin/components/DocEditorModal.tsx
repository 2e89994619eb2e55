import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AdminDocContent, AdminDocSection } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { DocMarkdown } from '../../docs/markdown/DocMarkdown.tsx';
import { DOC_LANGUAGES, type DocFormValues, docChanges, docFormValuesOf } from '../doc-form.ts';
import { useCreateDoc, useDocForStaff, useUpdateDoc } from '../hooks/use-docs-admin.ts';
import { fieldErrorsOf } from '../server-errors.ts';

/** Edit a document (its id) or write a new one in a section. */
export type DocTarget = { docId: number } | { sectionId: number };

type Props = {
  target: DocTarget | null;
  sections: readonly AdminDocSection[];
  onClose: () => void;
};

export function DocEditorModal({ target, sections, onClose }: Props) {
  const { t } = useTranslation();
  const docId = target && 'docId' in target ? target.docId : null;
  const doc = useDocForStaff(docId);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      fullScreen
      title={t(docId ? 'docsAdmin.doc.editTitle' : 'docsAdmin.doc.createTitle')}
    >
      {target === null ? null : docId !== null && !doc.data ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : (
        <DocForm
          key={docId ?? 'new'}
          doc={docId !== null ? (doc.data ?? null) : null}
          sectionId={'sectionId' in target ? target.sectionId : (doc.data?.section_id ?? 0)}
          sections={sections}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type FormProps = {
  doc: AdminDocContent | null;
  sectionId: number;
  sections: readonly AdminDocSection[];
  onClose: () => void;
};

function DocForm({ doc, sectionId, sections, onClose }: FormProps) {
  const { t } = useTranslation();
  const update = useUpdateDoc();
  const create = useCreateDoc();
  const initial = docFormValuesOf(doc, sectionId);
  const required = (v: string) => (v.trim() ? null : t('errors.required'));
  const form = useForm<DocFormValues>({
    initialValues: initial,
    validate: { slug_field: required, title_en: required },
  });

  async function submit(values: DocFormValues) {
    try {
      if (doc) {
        const changes = docChanges(initial, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: doc.id, input: changes });
      } else {
        await create.mutateAsync({ ...values, section_id: Number(values.section_id) });
      }
      notifications.show({ color: 'teal', message: t('docsAdmin.doc.saved', { title: values.title_en }) });
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
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('docsAdmin.doc.section')}
            data={sections.map((s) => ({ value: String(s.id), label: s.title_en }))}
            allowDeselect={false}
            {...form.getInputProps('section_id')}
          />
          <TextInput
            label={t('docsAdmin.slug')}
            description={t('docsAdmin.slugHint')}
            {...form.getInputProps('slug_field')}
          />
          <Switch
            label={t('docsAdmin.published')}
            mb={8}
            {...form.getInputProps('is_published', { type: 'checkbox' })}
          />
          <Group ml="auto">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('docsAdmin.save')}
            </Button>
          </Group>
        </Group>
        <Tabs defaultValue="en" keepMounted={false}>
          <Tabs.List>
            {DOC_LANGUAGES.map((lang) => (
              <Tabs.Tab key={lang} value={lang}>
                {t(`docsAdmin.languages.${lang}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DOC_LANGUAGES.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="md">
              <Stack>
                <TextInput
                  label={t('docsAdmin.titleIn', { language: t(`docsAdmin.languages.${lang}`) })}
                  withAsterisk={lang === 'en'}
                  lang={lang}
                  {...form.getInputProps(`title_${lang}`)}
                />
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  <Textarea
                    label={t('docsAdmin.doc.body')}
                    description={
                      lang === 'en' ? t('docsAdmin.doc.bodyHint') : t('docsAdmin.doc.fallbackHint')
                    }
                    autosize
                    minRows={18}
                    lang={lang}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    {...form.getInputProps(`body_${lang}`)}
                  />
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      {t('docsAdmin.doc.preview')}
                    </Text>
                    <Paper
                      withBorder
                      p="md"
                      mah="70vh"
                      style={{ overflow: 'auto' }}
                      role="region"
                      aria-label={t('docsAdmin.doc.preview')}
                      lang={lang}
                    >
                      <Text fw={700} fz="xl" mb="sm">
                        {form.values[`title_${lang}`] || form.values.title_en}
                      </Text>
                      <DocMarkdown>{form.values[`body_${lang}`] || form.values.body_en}</DocMarkdown>
                    </Paper>
                  </Stack>
                </SimpleGrid>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </form>
  );
}
