/** Paths the app links to, so a renamed route changes in one place. */
export const PATHS = {
  home: '/',
  pricing: '/pricing',
  refund: '/refund',
  terms: '/terms',
  contact: '/contact',
  login: '/login',
  signUp: '/sign-up',
  logout: '/logout',
  cpanel: {
    root: '/app/c',
    dashboard: '/app/c/dashboard',
    chats: '/app/c/wa-chats',
    chatChannels: '/app/c/wa-chats/chat-channels',
    devices: '/app/c/wa-devices',
    warmup: '/app/c/wa-devices/warmup',
    campaigns: '/app/c/campaigns',
    campaign: (campaignId: string) => `/app/c/campaigns/${encodeURIComponent(campaignId)}`,
    contentTemplates: '/app/c/campaigns/content-templates',
    planner: '/app/c/planner',
    contacts: '/app/c/contacts',
    contactGroups: '/app/c/contact-groups',
    restApi: '/app/c/integrations/rest',
    profile: '/app/c/account/profile',
    security: '/app/c/account/security',
    team: '/app/c/account/team',
    subscription: '/app/c/account/subscription',
  },
  apanel: {
    root: '/apanel',
    dashboard: '/apanel/dashboard',
    subscriptions: '/apanel/customer/subscriptions',
    payments: '/apanel/customer/payments',
    coupons: '/apanel/billing/coupons',
    contactMessages: '/apanel/support/contact-messages',
    docs: '/apanel/docs',
  },
  /** The sandbox phone (public): what a sandbox device's QR opens, and where its pairing code is typed. */
  sandbox: {
    root: '/sandbox',
    phone: '/sandbox/phone',
  },
  docs: {
    home: '/',
    content: (sectionSlug: string, contentSlug: string) =>
      `/${encodeURIComponent(sectionSlug)}/${encodeURIComponent(contentSlug)}`,
  },
} as const;
