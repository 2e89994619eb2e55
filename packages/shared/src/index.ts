export * from './auth.ts';
export * from './billing.ts';
export * from './billing-admin.ts';
export * from './contact-messages-admin.ts';
export * from './cookies.ts';
export * from './devices.ts';
export * from './errors/index.ts';
export * from './industries.ts';
export * from './languages.ts';
export * from './outbox.ts';
export * from './paging.ts';
export * from './plans.ts';

export * from './subscriptions.ts';
export * from './validation/contact.ts';
export * from './validation/fields.ts';
export * from './validation/login.ts';
export * from './validation/signup.ts';
