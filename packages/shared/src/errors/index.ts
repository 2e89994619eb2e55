export * from './body-problems.ts';
export * from './error-bodies.ts';
export * from './error-texts.ts';
export * from './issue-codes.ts';
