import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignsKeys } from '../campaigns.query-keys.ts';
import { type CampaignListParams, fetchCampaigns } from '../campaigns-api.ts';

/** A page of the account's campaigns; live events ask again, so progress moves in the table. */
export function useCampaigns(params: CampaignListParams) {
  return useQuery({
    queryKey: campaignsKeys.list(params),
    queryFn: () => fetchCampaigns(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
