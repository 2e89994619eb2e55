import type { Campaign, UpdateCampaignRequest } from '@siar/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../dashboard/dashboard.query-keys.ts';
import { campaignsKeys } from '../campaigns.query-keys.ts';
import {
  type CampaignMove,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  moveCampaign,
  updateCampaign,
} from '../campaigns-api.ts';

/**
 * The campaign's new answer shows at once where it is open; the lists and the dashboard ask again.
 * The action is done when the server answered: the refetch is not awaited (a sending campaign's
 * live events would keep the buttons busy).
 */
function storeCampaign(queryClient: QueryClient, campaign: Campaign) {
  queryClient.setQueryData(campaignsKeys.campaign(campaign.id), campaign);
  refresh(queryClient);
}

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: campaignsKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, patch }: { campaignId: string; patch: UpdateCampaignRequest }) =>
      updateCampaign(campaignId, patch),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}

/** Start, pause, resume or cancel. */
export function useMoveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, move }: { campaignId: string; move: CampaignMove }) =>
      moveCampaign(campaignId, move),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}

export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, name }: { campaignId: string; name: string }) =>
      duplicateCampaign(campaignId, name),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_answer, campaignId) => {
      queryClient.removeQueries({ queryKey: campaignsKeys.campaign(campaignId) });
      refresh(queryClient);
    },
  });
}
