// Kept apart from the schemas: a page that needs only where to call loads no zod.

const BASE = '/api/v1/cpanel/campaigns/content-templates';

export const TEMPLATES_PATHS = {
  /** GET lists the live templates (search by name), POST creates one. */
  templates: `${BASE}/`,
  /** GET one (live or in the trash), PATCH edits a live one, DELETE moves it to the trash. */
  template: `${BASE}/:template_id/`,
  /** GET the variables a template may use: the built-ins and the account's custom fields. */
  variables: `${BASE}/variables/`,
  /** GET lists the trash, each with the date it is deleted for good. */
  trash: `${BASE}/trash/`,
  /** DELETE removes a trashed template for good (and its attachment, if nothing else uses it). */
  trashed: `${BASE}/trash/:template_id/`,
  restore: `${BASE}/trash/:template_id/restore/`,
  /** POST uploads an attachment (multipart/form-data, one file in the field `file`). */
  media: `${BASE}/media/`,
  /** GET the attachment's bytes. */
  mediaFile: `${BASE}/media/:media_id/`,
} as const;
