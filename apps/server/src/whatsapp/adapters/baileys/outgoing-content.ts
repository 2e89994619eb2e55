import type { AnyMessageContent } from 'baileys';
import { type OutgoingMessage, PermanentSendError } from '../../engine-port.ts';

/**
 * What to hand `sendMessage`. Media always goes as the Buffer the gateway read from the
 * database: a `{url}` would make Baileys fetch it, or read a local file for anything that is
 * not http(s) or data:, so no URL from a user ever reaches it.
 */
export function outgoingContent(message: OutgoingMessage): AnyMessageContent {
  const { media, text } = message;
  if (!media) {
    if (!text) throw new PermanentSendError('a message needs text or media');
    return { text };
  }
  const caption = text || undefined;
  switch (media.kind) {
    case 'image':
      return { image: media.data, mimetype: media.mimetype, caption };
    case 'video':
      return { video: media.data, mimetype: media.mimetype, caption };
    case 'audio':
      if (text) throw new PermanentSendError('an audio message cannot carry text');
      // Ogg/Opus is what phones record: send it as a voice note.
      return { audio: media.data, mimetype: media.mimetype, ptt: media.mimetype.startsWith('audio/ogg') };
    case 'document':
      return { document: media.data, mimetype: media.mimetype, fileName: media.fileName, caption };
  }
}
