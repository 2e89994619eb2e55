// What other parts of the server may use of modules/business-hours: they import it from here, never
// from its repos (scripts/check-modules.mjs).

export { businessHoursOf, usableZone } from './business-hours-schedule.ts';
