// What other parts of the server may use of modules/templates: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { findMediaMeta, findMediaToSend, insertMedia } from './media.repo.ts';
export { uploadMedia } from './media.service.ts';
export { templateOptions, templateToSend } from './templates.repo.ts';
