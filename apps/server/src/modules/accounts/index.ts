// What other parts of the server may use of modules/accounts: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { accountCountry, accountExists, accountTimeZone } from './accounts.repo.ts';
