import { Chip, Group, Stack, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../chats/hooks/use-labels.ts';
import { useContactLabelToggle } from '../hooks/use-contact-label-toggle.ts';

/** In the contact's form: the account's labels, each a chip that puts it on the contact or takes it off. */
export function ContactLabelsField({ contact }: { contact: Contact | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="group" aria-label={t('chats.labels.title')}>
      <Text size="sm" fw={500}>
        {t('chats.labels.title')}
      </Text>
      {contact ? (
        <LabelChips contact={contact} />
      ) : (
        <Text size="xs" c="dimmed">
          {t('contacts.form.labelsAfterSave')}
        </Text>
      )}
    </Stack>
  );
}

function LabelChips({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { on, toggle, pending } = useContactLabelToggle(contact);
  if (labels.data?.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('chats.labels.none')} · {t('contacts.form.labelsWhere')}
      </Text>
    );
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('contacts.form.labelsHint')}
      </Text>
      <Group gap={6} wrap="wrap">
        {(labels.data ?? []).map((label) => (
          <Chip
            key={label.label_id}
            size="xs"
            variant="light"
            color={label.color}
            checked={on.has(label.label_id)}
            disabled={pending === label.label_id}
            onChange={(checked) => void toggle(label.label_id, checked)}
            styles={{ label: { maxWidth: 200 } }}
          >
            <Text span inherit truncate>
              {label.name}
            </Text>
          </Chip>
        ))}
      </Group>
    </>
  );
}
