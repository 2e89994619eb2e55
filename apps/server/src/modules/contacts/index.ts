// What other parts of the server may use of modules/contacts: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { applyContactActions, type ContactActions } from './contact-actions.repo.ts';
export { findContact, findContactByPhone } from './contacts.repo.ts';
export { type ContactFilter, contactBatches } from './contacts-list.repo.ts';
export { CSV_BOM, csvLines } from './csv-writer.ts';
export { groupOptions } from './groups.repo.ts';
export { importedPhones } from './import-phones.ts';
