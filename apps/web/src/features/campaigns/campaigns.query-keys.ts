import type { CampaignListParams, RecipientListParams } from './campaigns-api.ts';

/**
 * The campaigns feature's query keys. A live `campaigns` event invalidates `all` (the table, an
 * open campaign and its recipients), so progress shows without polling.
 */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (params: CampaignListParams) => ['campaigns', 'list', params] as const,
  /** Who a campaign to these groups would reach (the form's count). */
  audience: (groupIds: readonly string[]) => ['campaigns', 'audience', [...groupIds].sort()] as const,
  campaign: (campaignId: string) => ['campaigns', 'campaign', campaignId] as const,
  recipients: (campaignId: string, params: RecipientListParams) =>
    ['campaigns', 'recipients', campaignId, params] as const,
};
