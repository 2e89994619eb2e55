// What other parts of the server may use of modules/auth: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { deleteAttemptsBefore } from './login-attempts.repo.ts';
export { deleteExpiredSessions } from './sessions.repo.ts';
