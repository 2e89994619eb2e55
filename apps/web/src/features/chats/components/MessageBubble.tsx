import { Anchor, Box, Button, Group, Image, Paper, Text } from '@mantine/core';
import { type ChatMessage, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import {
  IconApi,
  IconFile,
  IconMessageBolt,
  IconMicrophone,
  IconPhoto,
  IconRefresh,
  IconSpeakerphone,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { mayOpenPage } from '../../account/team-access.ts';
import { useSession } from '../../auth/hooks/use-session.ts';
import { Ticks } from './Ticks.tsx';

type Props = {
  message: ChatMessage;
  onRetry: (message: ChatMessage) => void;
  retrying: boolean;
};

const KIND_ICONS = { image: IconPhoto, video: IconVideo, audio: IconMicrophone, document: IconFile } as const;

/** An attachment as what it is: a picture, a video, a voice note, or a document to download. */
function Attachment({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const media = message.media;
  if (!media) return null;
  const url = media.media_id ? fillPath(TEMPLATES_PATHS.mediaFile, { media_id: media.media_id }) : null;
  if (url && message.kind === 'image')
    return <Image src={url} alt={media.file_name ?? ''} maw={260} radius="sm" />;
  if (url && message.kind === 'video')
    return (
      // WhatsApp's videos and voice notes come without captions: the track is there for when they do.
      <video src={url} controls style={{ maxWidth: 260 }} aria-label={t('chats.kind.video')}>
        <track kind="captions" />
      </video>
    );
  if (url && message.kind === 'audio')
    return (
      <audio src={url} controls aria-label={t('chats.kind.audio')}>
        <track kind="captions" />
      </audio>
    );
  const Icon = KIND_ICONS[message.kind as keyof typeof KIND_ICONS] ?? IconFile;
  const label = media.file_name || t(`chats.kind.${message.kind}`);
  const attachment = (
    <Group gap={6} wrap="nowrap" data-testid="attachment" data-kind={message.kind}>
      <Icon size={18} />
      {url ? (
        <Anchor href={url} download={media.file_name ?? true} size="sm">
          {label}
        </Anchor>
      ) : (
        <Text size="sm">{label}</Text>
      )}
    </Group>
  );
  // A contact's file WhatsApp would not give (too large, expired): its kind and name, and why.
  if (!url && message.direction === 'in')
    return (
      <Box>
        {attachment}
        <Text size="xs" c="dimmed">
          {t('chats.thread.notDownloaded')}
        </Text>
      </Box>
    );
  return attachment;
}

/**
 * What sent an outgoing message other than a chat reply: its campaign (a link to it, for whoever
 * may open campaigns), the REST API or an auto-reply rule.
 */
function Origin({ origin }: { origin: ChatMessage['origin'] }) {
  const { t } = useTranslation();
  const role = useSession().data?.user?.role;
  if (origin?.purpose === 'campaign' && origin.campaign_id) {
    const name = origin.campaign_name ?? '';
    return (
      <Group gap={4} wrap="nowrap" data-testid="message-origin" data-purpose="campaign">
        <IconSpeakerphone size={14} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="xs" c="dimmed">
          {t('chats.origin.campaign')}
        </Text>
        {mayOpenPage(role, 'cpanel-campaign') ? (
          <Anchor component={Link} to={PATHS.cpanel.campaign(origin.campaign_id)} size="xs">
            {name}
          </Anchor>
        ) : (
          <Text size="xs">{name}</Text>
        )}
      </Group>
    );
  }
  if (origin?.purpose === 'auto_reply')
    return (
      <Group gap={4} wrap="nowrap" data-testid="message-origin" data-purpose="auto_reply">
        <IconMessageBolt size={14} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="xs" c="dimmed">
          {t('chats.origin.autoReply')}
        </Text>
      </Group>
    );
  if (origin?.purpose === 'api')
    return (
      <Group gap={4} wrap="nowrap" data-testid="message-origin" data-purpose="api">
        <IconApi size={14} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="xs" c="dimmed">
          {t('chats.origin.api')}
        </Text>
      </Group>
    );
  return null;
}

/** One message; its text is rendered as text (React escapes it), line breaks kept. */
export function MessageBubble({ message, onRetry, retrying }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const mine = message.direction === 'out';
  const time = formats.time(message.sent_at);
  return (
    <Box style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        data-testid="message"
        data-direction={message.direction}
        px="sm"
        py={6}
        radius="md"
        maw="80%"
        bg={mine ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-body)'}
        withBorder={!mine}
      >
        <Origin origin={message.origin} />
        <Attachment message={message} />
        {message.text ? (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="message-text"
          >
            {message.text}
          </Text>
        ) : null}
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {time}
          </Text>
          {mine ? <Ticks status={message.status} /> : null}
        </Group>
        {message.status === 'failed' ? (
          <Group gap="xs" mt={4} wrap="nowrap">
            <Text size="xs" c="red">
              {message.failure_reason ?? t('chats.thread.failed')}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={retrying}
              onClick={() => onRetry(message)}
            >
              {t('chats.thread.retry')}
            </Button>
          </Group>
        ) : null}
      </Paper>
    </Box>
  );
}
