// What other parts of the server may use of modules/captcha: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { deleteExpiredRedemptions } from './captcha.repo.ts';
