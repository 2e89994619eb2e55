// Kept apart from the schemas: a page that needs only where to call loads no zod.

const BASE = '/api/v1/cpanel/automation/auto-replies';

/** The panel's auto-replies (session and CSRF; the account's owner). */
export const AUTO_REPLIES_PATHS = {
  /** GET the rules in order with their figures, POST creates one (placed last). */
  rules: `${BASE}/rules/`,
  /** GET one rule, PUT edits it, DELETE removes it. */
  rule: `${BASE}/rules/:rule_id/`,
  /** PUT the rules' order (every rule's id, first to last). */
  order: `${BASE}/order/`,
  /** GET the latest conversations a rule answered. */
  ruleConversations: `${BASE}/rules/:rule_id/conversations/`,
  /** GET or PUT the guards: answers per conversation per hour, the pause after a human answer. */
  settings: `${BASE}/settings/`,
  /** POST a message as a contact would write it: which rule fires and its exact answer, nothing sent. */
  test: `${BASE}/test/`,
} as const;

/** The public REST API's auto-replies: `Authorization: Bearer <api_secret_key>`. */
export const AUTO_REPLIES_API_PATHS = {
  /** GET the rules in order, with their figures. */
  rules: '/api/v1/integrations/auto-replies/',
  /** PATCH `{"enabled": true|false}` switches one rule on or off. */
  rule: '/api/v1/integrations/auto-replies/:rule_id/',
} as const;
