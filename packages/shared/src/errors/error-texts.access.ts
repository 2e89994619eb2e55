/** Who may call: the session, the subscription, CSRF. English texts by code (see error-texts.ts). */
export const ACCESS_ERROR_TEXTS = {
  // ---- who may call ----
  not_authenticated: 'Authentication credentials were not provided.',
  permission_denied: 'You do not have permission to perform this action.',
  customers_only: 'This is for customer accounts; staff work in the admin panel.',
  subscription_inactive: 'Your subscription is not active. Choose a plan to continue.',
  csrf_cookie_invalid:
    'CSRF verification failed: the csrftoken cookie is missing or invalid. Reload the page and try again.',
  csrf_header_missing: 'CSRF verification failed: the X-CSRFTOKEN header is missing.',
  csrf_mismatch: 'CSRF verification failed: the X-CSRFTOKEN header does not match the csrftoken cookie.',
  csrf_wrong_session:
    'CSRF verification failed: the csrftoken cookie does not belong to this session. Reload the page and try again.',
} as const;
