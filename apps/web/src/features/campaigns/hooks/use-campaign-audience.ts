import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { campaignsKeys } from '../campaigns.query-keys.ts';
import { fetchCampaignAudience, sendCampaignTest } from '../campaigns-api.ts';

/** Who a campaign to the chosen groups would reach; nothing is asked before a group is chosen. */
export function useCampaignAudience(groupIds: string[]) {
  return useQuery({
    queryKey: campaignsKeys.audience(groupIds),
    queryFn: () => fetchCampaignAudience(groupIds),
    enabled: groupIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSendCampaignTest() {
  return useMutation({ mutationFn: sendCampaignTest });
}
