/** Integrations: the REST API and webhooks. English texts by code (see error-texts.ts). */
export const INTEGRATION_ERROR_TEXTS = {
  // ---- integrations: the REST API and webhooks ----
  api_key_invalid:
    'The API key is missing or wrong. Send it as "Authorization: Bearer <key>"; a rotated key stops working at once.',
  api_rate_limited: 'Too many API requests. Please wait {{seconds}} seconds and try again.',
  idempotency_key_invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotency_key_reused:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  api_message_empty: 'Send a text, a media_id, or both.',
  api_message_not_found: 'Message not found.',
  api_not_on_whatsapp: 'This number is not on WhatsApp.',
  api_device_not_connected: 'This device is not connected; connect it before sending.',
  webhook_url_invalid: 'Please enter a full URL starting with http:// or https://.',
  webhook_url_private:
    'This URL points at a private, local or this server’s own address; webhooks go to public addresses only.',
  webhook_url_unresolvable: 'The host of this URL could not be found.',
  webhook_not_configured: 'Save a webhook URL first.',
} as const;
