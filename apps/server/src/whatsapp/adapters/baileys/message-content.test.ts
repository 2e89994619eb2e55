import { describe, expect, it } from 'vitest';
import { describeContent } from './message-content.ts';

describe('describeContent', () => {
  it('reads text from a conversation, an extended text and a caption', () => {
    expect(describeContent({ conversation: 'Halo' })).toEqual({ kind: 'text', text: 'Halo' });
    expect(describeContent({ extendedTextMessage: { text: 'https://siar.id lihat' } })).toEqual({
      kind: 'text',
      text: 'https://siar.id lihat',
    });
    expect(describeContent({ videoMessage: { mimetype: 'video/mp4', caption: 'Demo' } })).toEqual({
      kind: 'video',
      text: 'Demo',
      media: { mimetype: 'video/mp4' },
    });
  });

  it('unwraps view-once, ephemeral and document-with-caption envelopes', () => {
    expect(
      describeContent({
        viewOnceMessageV2: { message: { imageMessage: { mimetype: 'image/jpeg', fileLength: 10 } } },
      }),
    ).toEqual({ kind: 'image', media: { mimetype: 'image/jpeg', size: 10 } });
    expect(
      describeContent({
        documentWithCaptionMessage: {
          message: {
            documentMessage: { mimetype: 'application/pdf', fileName: 'a.pdf', caption: 'Invoice' },
          },
        },
      }),
    ).toEqual({
      kind: 'document',
      text: 'Invoice',
      media: { mimetype: 'application/pdf', fileName: 'a.pdf' },
    });
  });

  it('names audio, stickers and other kinds; nothing for reactions, revokes and key exchanges', () => {
    expect(describeContent({ audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true } })?.kind).toBe(
      'audio',
    );
    expect(describeContent({ stickerMessage: { mimetype: 'image/webp' } })?.kind).toBe('sticker');
    expect(describeContent({ locationMessage: { degreesLatitude: -6.2, degreesLongitude: 106.8 } })).toEqual({
      kind: 'other',
    });
    expect(describeContent({ reactionMessage: { text: '👍' } })).toBeNull();
    expect(describeContent({ protocolMessage: { type: 0 } })).toBeNull();
    expect(
      describeContent({ senderKeyDistributionMessage: { groupId: 'g' }, messageContextInfo: {} }),
    ).toBeNull();
    expect(describeContent(null)).toBeNull();
  });
});
