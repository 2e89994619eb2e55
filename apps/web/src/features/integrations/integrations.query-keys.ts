export const integrationsKeys = {
  all: ['integrations'] as const,
  apiKey: ['integrations', 'api-key'] as const,
  webhook: ['integrations', 'webhook'] as const,
  deliveries: ['integrations', 'deliveries'] as const,
};
