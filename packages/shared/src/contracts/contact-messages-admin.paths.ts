// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const CONTACT_MESSAGES_ADMIN_PATHS = {
  list: '/api/v1/apanel/contact-messages/',
  markHandled: '/api/v1/apanel/contact-messages/mark-handled/',
} as const;
