// What other parts of the server may use of modules/audit: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { type AccountActor, accountEntry, recordAudit } from './audit.repo.ts';
