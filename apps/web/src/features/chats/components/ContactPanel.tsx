import { Badge, Button, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Contact, Conversation } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { ContactFormModal } from '../../contacts/components/ContactFormModal.tsx';
import {
  useInvalidateChats,
  useSaveChatContact,
  useSetOptedOut,
} from '../hooks/use-chat-contact-mutations.ts';

type Props = { conversation: Conversation; contact: Contact | undefined; loading: boolean };

/** Who the conversation is with: name, number, groups, custom fields and opt-out, edited here. */
export function ContactPanel({ conversation, contact, loading }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const refresh = useInvalidateChats();
  const save = useSaveChatContact(conversation, {
    onSuccess: async () => {
      await refresh();
      setEditing(true);
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.contact.saveFailed') }),
  });
  const optOut = useSetOptedOut(contact, {
    onSuccess: refresh,
    // The spec's text for a contact that could not be changed.
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.contact.updateFailed') }),
  });

  return (
    <Stack gap="sm" p="sm" data-testid="contact-panel">
      <Title order={4} style={{ overflowWrap: 'anywhere' }}>
        {contact?.name ?? conversation.name ?? conversation.phone}
      </Title>
      {contact?.name || conversation.name ? (
        <Text size="sm" data-testid="contact-phone">
          {conversation.phone}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('chats.contact.via', { device: conversation.device_name })}
      </Text>
      {loading ? <Loader size="xs" /> : null}
      {!loading && !contact ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('chats.contact.notSaved')}
          </Text>
          <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate()}>
            {t('chats.contact.save')}
          </Button>
        </Stack>
      ) : null}
      {contact ? (
        <>
          {contact.email ? <Text size="sm">{contact.email}</Text> : null}
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              {t('chats.contact.groups')}
            </Text>
            <Group gap={4}>
              {contact.groups.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('chats.contact.noGroups')}
                </Text>
              ) : (
                contact.groups.map((group) => (
                  <Badge key={group.id} variant="light">
                    {group.name}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
          {Object.keys(contact.custom_fields).length > 0 ? (
            <Table withRowBorders={false} verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {Object.entries(contact.custom_fields).map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Td c="dimmed">{key}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          <Switch
            label={t('chats.contact.optedOut')}
            checked={contact.opted_out}
            disabled={optOut.isPending}
            onChange={(event) => optOut.mutate(event.currentTarget.checked)}
          />
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            {t('chats.contact.edit')}
          </Button>
        </>
      ) : null}
      <ContactFormModal
        contact={editing && contact ? contact : null}
        onClose={() => {
          setEditing(false);
          void refresh();
        }}
      />
    </Stack>
  );
}
