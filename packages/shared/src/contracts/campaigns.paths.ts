// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const CAMPAIGNS_PATHS = {
  /** GET the account's campaigns (paged, searched, by status); POST creates one (a draft, or started). */
  campaigns: '/api/v1/cpanel/campaigns/',
  /** GET one campaign with its counts per state and its devices; PATCH edits a draft or scheduled one; DELETE a draft, completed or cancelled one. */
  campaign: '/api/v1/cpanel/campaigns/:campaign_id/',
  /** Starts a draft: now, or at its `scheduled_at`. */
  start: '/api/v1/cpanel/campaigns/:campaign_id/start/',
  pause: '/api/v1/cpanel/campaigns/:campaign_id/pause/',
  resume: '/api/v1/cpanel/campaigns/:campaign_id/resume/',
  cancel: '/api/v1/cpanel/campaigns/:campaign_id/cancel/',
  /** GET how many would receive a campaign to these groups (opt-outs and duplicates left out), and the account's clock. */
  audience: '/api/v1/cpanel/campaigns/audience/',
  /** POST sends the template once to a number, through a chosen device (not a campaign recipient). */
  testMessage: '/api/v1/cpanel/campaigns/test-message/',
  /** POST makes a new draft with the campaign's template, groups, devices and pacing. */
  duplicate: '/api/v1/cpanel/campaigns/:campaign_id/duplicate/',
  /** GET the campaign's recipients (paged, by state, searched by name or number). */
  recipients: '/api/v1/cpanel/campaigns/:campaign_id/recipients/',
} as const;

export const DASHBOARD_PATHS = {
  /** The spec's four panels in one call. */
  stats: '/api/v1/cpanel/dashboard/all-dashboard-stats/',
} as const;
