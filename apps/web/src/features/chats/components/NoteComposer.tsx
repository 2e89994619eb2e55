import { ActionIcon, Avatar, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNoteComposer } from '../hooks/use-note-composer.ts';
import type { Mentionable } from '../mention-text.ts';
import { SuggestionList } from './SuggestionList.tsx';

/** A private note for the team (yellow, as it shows in the thread); `@` names a member to tell. */
export function NoteComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const note = useNoteComposer(conversationId);
  return (
    <Stack gap={6}>
      <MemberSuggestions members={note.suggestions} onChoose={note.choose} />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          value={note.text}
          aria-label={t('chats.notes.note')}
          data-shortcut="composer"
          placeholder={t('chats.notes.placeholder')}
          styles={{ input: { background: 'var(--mantine-color-yellow-light)' } }}
          onChange={(event) => note.setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (note.suggestions.length === 1) note.choose(note.suggestions[0]!);
              else if (note.canSave) note.submit();
            }
          }}
        />
        <ActionIcon
          size="lg"
          color="yellow"
          aria-label={t('chats.notes.add')}
          onClick={note.submit}
          disabled={!note.canSave}
          loading={note.saving}
        >
          <IconNote size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

/** The members matching a typed `@name`, above the note. */
function MemberSuggestions(props: { members: Mentionable[]; onChoose: (member: Mentionable) => void }) {
  const { t } = useTranslation();
  return (
    <SuggestionList
      label={t('chats.assign.members')}
      items={props.members}
      keyOf={(member) => member.id}
      onChoose={props.onChoose}
    >
      {(member) => (
        <>
          <Avatar size="sm" name={member.name} color="initials" />
          <Text size="sm" truncate>
            {member.name}
          </Text>
        </>
      )}
    </SuggestionList>
  );
}
