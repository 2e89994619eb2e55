import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CHAT_TEXT_MAX, type StartConversationInput } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useSelectOptions } from '../../devices/hooks/use-select-options.ts';
import { useChatDevices } from '../hooks/use-chats.ts';
import { useContactChoices, useStartConversation } from '../hooks/use-start-conversation.ts';

type Values = {
  to: 'contact' | 'number';
  contact_id: string | null;
  phone: string;
  device_id: string | null;
  content: 'text' | 'template';
  text: string;
  template_id: string | null;
};

type Props = { opened: boolean; onClose: () => void; onStarted: (conversationId: string) => void };

/** A new conversation: a contact (or a typed number), the device to write from, a text or a template. */
export function NewConversationModal({ opened, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chats.start.title')}>
      {opened ? (
        <NewConversationForm
          onStarted={(id) => {
            onClose();
            onStarted(id);
          }}
        />
      ) : null}
    </Modal>
  );
}

/** The request: the chosen recipient and content only. */
function toRequest(v: Values): StartConversationInput {
  return {
    device_id: v.device_id ?? '',
    ...(v.to === 'contact' ? { contact_id: v.contact_id ?? undefined } : { phone: v.phone }),
    ...(v.content === 'text' ? { text: v.text } : { template_id: v.template_id ?? undefined }),
  };
}

function NewConversationForm({ onStarted }: { onStarted: (conversationId: string) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const devices = useChatDevices();
  // Templates are the owner's part of the panel: an agent writes a text.
  const owner = useSession().data?.user?.role !== 'agent';
  const form = useForm<Values>({
    initialValues: {
      to: 'contact',
      contact_id: null,
      phone: '',
      device_id: devices.data?.length === 1 ? devices.data[0]!.id : null,
      content: 'text',
      text: '',
      template_id: null,
    },
  });
  const start = useStartConversation(onStarted);
  const submit = form.onSubmit((values) =>
    start.mutate(toRequest(values), {
      onError: (error) => {
        const fields = ['device_id', 'contact_id', 'phone', 'text', 'template_id'];
        if (!showServerFieldErrors(form, error, fields, translate))
          notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.start.failed') });
      },
    }),
  );
  const v = form.values;
  return (
    <form onSubmit={submit}>
      <Stack>
        <RecipientFields form={form} />
        <Select
          label={t('chats.start.device')}
          allowDeselect={false}
          data={(devices.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          {...form.getInputProps('device_id')}
        />
        {owner ? (
          <SegmentedControl
            data={[
              { value: 'text', label: t('chats.start.text') },
              { value: 'template', label: t('chats.start.template') },
            ]}
            {...form.getInputProps('content')}
          />
        ) : null}
        {v.content === 'text' ? (
          <Textarea
            label={t('chats.start.text')}
            autosize
            minRows={3}
            maxLength={CHAT_TEXT_MAX}
            {...form.getInputProps('text')}
          />
        ) : (
          <TemplateSelect {...form.getInputProps('template_id')} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending}>
            {t('chats.start.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The account's templates (the owner's select options: only the owner may pick a template). */
function TemplateSelect(props: {
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const templates = useSelectOptions();
  return (
    <Select
      label={t('chats.start.template')}
      searchable
      data={(templates.data?.content_templates_options ?? []).map((o) => ({ value: o.id, label: o.name }))}
      value={props.value ?? null}
      onChange={props.onChange}
      error={props.error as string | undefined}
    />
  );
}

/** Who to write to: a contact found by name or number, or a number typed in full. */
function RecipientFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  const choices = useContactChoices();
  return (
    <>
      <SegmentedControl
        data={[
          { value: 'contact', label: t('chats.start.contact') },
          { value: 'number', label: t('chats.start.number') },
        ]}
        {...form.getInputProps('to')}
      />
      {form.values.to === 'contact' ? (
        <Select
          label={t('chats.start.contact')}
          searchable
          searchValue={choices.search}
          onSearchChange={choices.setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={t('chats.start.noContacts')}
          data={choices.contacts.map((c) => ({ value: c.id, label: `${c.name} · ${c.phone}` }))}
          {...form.getInputProps('contact_id')}
        />
      ) : (
        <TextInput
          label={t('chats.start.number')}
          placeholder="+62 812 3456 7890"
          {...form.getInputProps('phone')}
        />
      )}
    </>
  );
}
