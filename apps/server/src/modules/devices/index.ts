// What other parts of the server may use of modules/devices: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { countConnectedAndPaired, deviceOptions, findDeviceLine } from './devices.repo.ts';
