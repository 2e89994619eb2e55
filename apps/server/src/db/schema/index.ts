export * from './accounts.ts';
export * from './instance-settings.ts';
export * from './sessions.ts';
export * from './users.ts';
