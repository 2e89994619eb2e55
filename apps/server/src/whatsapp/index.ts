// What other parts of the server may use of whatsapp: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { postMessage } from './adapters/sandbox/sandbox.repo.ts';
export { GATEWAY_ALIVE_SECONDS, gatewayFleet, liveGateways } from './gateway/gateways.repo.ts';
export { holdLease, leaseHeld } from './gateway/leases.repo.ts';
