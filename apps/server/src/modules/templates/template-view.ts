import { type ContentTemplate, fillPath, TEMPLATES_PATHS, type TemplateMedia } from '@siar/shared';
import type { MediaMeta } from './media.repo.ts';
import type { TemplateRecord } from './templates.repo.ts';

export function toTemplateMedia(media: MediaMeta): TemplateMedia {
  return {
    id: media.id,
    kind: media.kind,
    mimetype: media.mimetype,
    file_name: media.fileName,
    size: media.size,
    url: fillPath(TEMPLATES_PATHS.mediaFile, { media_id: media.id }),
  };
}

export function toTemplate({ template, media }: TemplateRecord): ContentTemplate {
  return {
    id: template.id,
    name: template.name,
    body: template.body,
    media: media ? toTemplateMedia(media) : null,
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
    deleted_at: template.deletedAt?.toISOString() ?? null,
    purge_at: template.purgeAt?.toISOString() ?? null,
  };
}
