// What other parts of the server may use of modules/auto-replies: they import it from here, never
// from its repos (scripts/check-modules.mjs).

export { answerIncoming, answerIncomingMany, type IncomingToAnswer } from './answer-incoming.ts';
export type { FactsRecord } from './auto-reply-facts.repo.ts';
export { insertedMessageFacts } from './auto-reply-facts.repo.ts';
export { firingsOfAnswers } from './auto-reply-firings.repo.ts';
