// What other parts of the server may use of modules/contacts: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { findContact, findContactByPhone } from './contacts.repo.ts';
export { groupOptions } from './groups.repo.ts';
