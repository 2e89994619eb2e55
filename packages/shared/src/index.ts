export * from './cookies.ts';
export * from './languages.ts';
export * from './plans.ts';
export * from './session.ts';
