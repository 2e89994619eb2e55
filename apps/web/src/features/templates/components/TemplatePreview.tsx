import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { renderTemplate, type TemplateContact, type TemplateMedia } from '@siar/shared';
import { IconArrowsShuffle, IconFile } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize, seededRandom } from '../sample-contact.ts';

type Props = {
  body: string;
  media: TemplateMedia | null;
  sample: TemplateContact;
  onSampleChange: (sample: TemplateContact) => void;
};

/** The message as one contact would get it, rendered by the campaigns' own `renderTemplate`. */
export function TemplatePreview({ body, media, sample, onSampleChange }: Props) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(1);
  const text = useMemo(() => renderTemplate(body, sample, seededRandom(seed)), [body, sample, seed]);
  const customKeys = Object.keys(sample.customFields);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={4}>{t('templates.preview.title')}</Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowsShuffle size={14} />}
          onClick={() => setSeed((s) => s + 1)}
          title={t('templates.preview.shuffleHint')}
        >
          {t('templates.preview.shuffle')}
        </Button>
      </Group>
      <Paper
        withBorder
        p="sm"
        radius="md"
        bg="var(--mantine-color-teal-light)"
        data-testid="template-preview"
      >
        {media?.kind === 'image' ? (
          <Image src={media.url} alt={media.file_name} radius="sm" mah={180} fit="contain" mb="xs" />
        ) : media ? (
          <Group gap="xs" mb="xs" wrap="nowrap">
            <IconFile size={20} />
            <Text size="sm" truncate>
              {media.file_name} · {fileSize(media.size)}
            </Text>
          </Group>
        ) : null}
        {text.trim() ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('templates.preview.empty')}
          </Text>
        )}
      </Paper>
      <Text size="sm" fw={600}>
        {t('templates.preview.sample')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          size="xs"
          label={t('templates.variables.name')}
          value={sample.name}
          onChange={(event) => onSampleChange({ ...sample, name: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          label={t('templates.variables.phone')}
          value={sample.phone}
          onChange={(event) => onSampleChange({ ...sample, phone: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          label={t('templates.variables.email')}
          value={sample.email ?? ''}
          onChange={(event) => onSampleChange({ ...sample, email: event.currentTarget.value })}
        />
        {customKeys.map((key) => (
          <TextInput
            key={key}
            size="xs"
            label={key}
            value={sample.customFields[key]}
            onChange={(event) =>
              onSampleChange({
                ...sample,
                customFields: { ...sample.customFields, [key]: event.currentTarget.value },
              })
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
