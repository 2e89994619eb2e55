export const accountKeys = {
  profile: ['account', 'profile'] as const,
  security: ['account', 'security'] as const,
  team: ['account', 'team'] as const,
};
