export * from './error-bodies.ts';
export * from './error-texts.ts';
export * from './issue-codes.ts';
export * from './null-characters.ts';
