// What other parts of the server may use of modules/number-checks: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { type LocalDevices, NumberCheckRunner } from './number-check-runner.ts';
export { numberCheckApiRoutes, numberChecksRoutes } from './number-checks.routes.ts';
