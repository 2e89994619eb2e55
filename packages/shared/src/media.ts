/** Media a template (or a chat message) can carry, and WhatsApp's size limit for each, in bytes. */
export const MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 5 * 1024 * 1024,
  video: 16 * 1024 * 1024,
  audio: 16 * 1024 * 1024,
  document: 100 * 1024 * 1024,
};

/** What a stored message is (as the engines report it). */
export const MESSAGE_KIND_NAMES = [
  'text',
  'image',
  'video',
  'audio',
  'document',
  'sticker',
  'other',
] as const;
export type MessageKindName = (typeof MESSAGE_KIND_NAMES)[number];

export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
