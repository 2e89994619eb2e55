// Kept apart from the schemas: a page that needs only where to call loads no zod.

/** The panel's side of the REST API and webhooks (session and CSRF, subscribed customers). */
export const INTEGRATIONS_PATHS = {
  /** GET the account's API secret key (the spec's call; made on first use). */
  fetchKeys: '/api/v1/cpanel/utility/fetch-keys/',
  /** POST replaces the API key: the old one stops working at once. */
  rotateKeys: '/api/v1/cpanel/utility/rotate-keys/',
  /** GET the webhook URL and signing secret, PUT saves the URL (empty: no webhooks). */
  webhook: '/api/v1/cpanel/integrations/webhook/',
  /** POST replaces the signing secret. */
  rotateWebhookSecret: '/api/v1/cpanel/integrations/webhook/rotate-secret/',
  /** POST queues a `test` event to the saved URL. */
  testWebhook: '/api/v1/cpanel/integrations/webhook/test/',
  /** GET the latest deliveries: event, status, response code, attempts, time. */
  webhookDeliveries: '/api/v1/cpanel/integrations/webhook/deliveries/',
} as const;

/** The public REST API: `Authorization: Bearer <api_secret_key>`, no cookies, no CSRF. */
export const INTEGRATION_API_PATHS = {
  /** GET the account's devices, to choose the one to send from. */
  devices: '/api/v1/integrations/devices/',
  /** POST queues a text or media message (Idempotency-Key honoured). */
  messages: '/api/v1/integrations/messages/',
  /** GET one message's status. */
  message: '/api/v1/integrations/messages/:message_id/',
  /** POST an attachment (multipart, field `file`) to send by its id. */
  media: '/api/v1/integrations/media/',
  /** PUT creates the contact with this number, or updates it. */
  contacts: '/api/v1/integrations/contacts/',
} as const;
