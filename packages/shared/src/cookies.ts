/** Cookie names and lifetimes shared by the server and the browser. */
export const FIVE_YEARS_SECONDS = 5 * 365 * 24 * 60 * 60;

export const COOKIES = {
  language: 'language',
  sidebarCollapsed: 'sidebar_collapsed',
  csrf: 'csrftoken',
  session: 'sessionid',
} as const;

export const CSRF_HEADER = 'x-csrftoken';
