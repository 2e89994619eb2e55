// What other parts of the server may use of modules/users: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { findUserByUsername, touchLastLogin } from './users.repo.ts';
