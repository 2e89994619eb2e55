import { normalizeMessageContent, type proto, toNumber } from 'baileys';
import type { MediaInfo, MessageKind } from '../../engine-port.ts';

export interface MessageContent {
  kind: MessageKind;
  text?: string;
  media?: MediaInfo;
}

type MediaMessage = {
  mimetype?: string | null;
  fileLength?: Parameters<typeof toNumber>[0];
  fileName?: string | null;
};

/** Content that is not a message a person wrote: revokes, edits, reactions, key exchanges. */
const NOT_A_MESSAGE: (keyof proto.IMessage)[] = [
  'protocolMessage',
  'reactionMessage',
  'encReactionMessage',
  'pollUpdateMessage',
  'keepInChatMessage',
  'pinInChatMessage',
  'senderKeyDistributionMessage',
  'messageContextInfo',
];

/**
 * What a message says, in the port's terms, or null when it is not a message to show. Unwraps
 * ephemeral, view-once and document-with-caption envelopes first.
 */
export function describeContent(message: proto.IMessage | null | undefined): MessageContent | null {
  const content = normalizeMessageContent(message);
  if (!content) return null;
  if (content.conversation) return { kind: 'text', text: content.conversation };
  if (content.extendedTextMessage?.text) return { kind: 'text', text: content.extendedTextMessage.text };
  const { imageMessage, videoMessage, ptvMessage, audioMessage, documentMessage, stickerMessage } = content;
  if (imageMessage) return withMedia('image', imageMessage, imageMessage.caption);
  if (videoMessage ?? ptvMessage)
    return withMedia('video', (videoMessage ?? ptvMessage)!, videoMessage?.caption);
  if (audioMessage) return withMedia('audio', audioMessage);
  if (documentMessage) return withMedia('document', documentMessage, documentMessage.caption);
  if (stickerMessage) return withMedia('sticker', stickerMessage);
  const present = (Object.keys(content) as (keyof proto.IMessage)[]).filter((key) => content[key] != null);
  if (present.length === 0 || present.every((key) => NOT_A_MESSAGE.includes(key))) return null;
  // Location, contact card, poll, event…: shown as "a message of another kind".
  return { kind: 'other' };
}

function withMedia(kind: MessageKind, media: MediaMessage, caption?: string | null): MessageContent {
  const info: MediaInfo = { mimetype: media.mimetype || 'application/octet-stream' };
  if (media.fileName) info.fileName = media.fileName;
  if (media.fileLength != null) info.size = toNumber(media.fileLength);
  return caption ? { kind, text: caption, media: info } : { kind, media: info };
}
