// What other parts of the server may use of modules/new-chat-ramp: they import it from here, never
// from its repos (scripts/check-modules.mjs).

export { newChatRampJobs } from './new-chat-ramp.jobs.ts';
export { newChatRampRoutes } from './new-chat-ramp.routes.ts';
export { moveRamps, rampCapsOf } from './new-chat-ramp.service.ts';
