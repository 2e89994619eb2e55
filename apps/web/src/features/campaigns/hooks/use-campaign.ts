import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignsKeys } from '../campaigns.query-keys.ts';
import { fetchCampaign, fetchRecipients, type RecipientListParams } from '../campaigns-api.ts';

/** One campaign, asked again on every live `campaigns` event. */
export function useCampaign(campaignId: string) {
  return useQuery({
    queryKey: campaignsKeys.campaign(campaignId),
    queryFn: () => fetchCampaign(campaignId),
    staleTime: 0,
  });
}

/** A page of its recipients; the previous page stays on screen while the next one comes. */
export function useRecipients(campaignId: string, params: RecipientListParams) {
  return useQuery({
    queryKey: campaignsKeys.recipients(campaignId, params),
    queryFn: () => fetchRecipients(campaignId, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
