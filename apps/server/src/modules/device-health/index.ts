// What other parts of the server may use of modules/device-health: they import it from here, never
// from its repos (scripts/check-modules.mjs).

export { deviceHealthJobs } from './device-health.jobs.ts';
export { recordDeviceSignal } from './device-health.repo.ts';
export { deviceHealthRoutes } from './device-health.routes.ts';
export { recomputeDeviceHealth } from './recompute-health.ts';
