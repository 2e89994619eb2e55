export * from './accounts.ts';
export * from './captcha-redemptions.ts';
export * from './contact-messages.ts';
export * from './instance-settings.ts';
export * from './login-attempts.ts';
export * from './sessions.ts';
export * from './subscriptions.ts';
export * from './users.ts';
