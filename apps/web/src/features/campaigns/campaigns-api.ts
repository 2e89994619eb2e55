import {
  CAMPAIGNS_PATHS,
  type Campaign,
  type CampaignAudience,
  type CampaignStatus,
  type CampaignTestMessageRequest,
  type CreateCampaignRequest,
  fillPath,
  type OutboxState,
  type PagedList,
  type Recipient,
  type UpdateCampaignRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** Rows a page of the campaigns table shows. */
export const CAMPAIGNS_PAGE_SIZE = 20;
/** Rows a page of a campaign's recipients shows. */
export const RECIPIENTS_PAGE_SIZE = 50;

export interface CampaignListParams {
  page: number;
  search: string;
  status: CampaignStatus | null;
}

export interface RecipientListParams {
  page: number;
  search: string;
  state: OutboxState | null;
}

type OneCampaignPath = (typeof CAMPAIGNS_PATHS)[Exclude<
  keyof typeof CAMPAIGNS_PATHS,
  'campaigns' | 'audience' | 'testMessage'
>];

const campaignPath = (path: OneCampaignPath, campaignId: string) =>
  fillPath(path, { campaign_id: campaignId });

/** A page of the account's campaigns, newest first, searched by name and filtered by status. */
export function fetchCampaigns({ page, search, status }: CampaignListParams): Promise<PagedList<Campaign>> {
  return api.get(CAMPAIGNS_PATHS.campaigns, {
    query: { page, page_size: CAMPAIGNS_PAGE_SIZE, search: search || undefined, status: status ?? undefined },
  });
}

/** One campaign with its counts per state and the devices of its rotation. */
export function fetchCampaign(campaignId: string): Promise<Campaign> {
  return api.get(campaignPath(CAMPAIGNS_PATHS.campaign, campaignId));
}

/** A page of a campaign's recipients, searched by name or number and filtered by state. */
export function fetchRecipients(
  campaignId: string,
  { page, search, state }: RecipientListParams,
): Promise<PagedList<Recipient>> {
  return api.get(campaignPath(CAMPAIGNS_PATHS.recipients, campaignId), {
    query: { page, page_size: RECIPIENTS_PAGE_SIZE, search: search || undefined, state: state ?? undefined },
  });
}

/** Creates a draft, or starts it at once (or at its time) with `start: true`. */
export function createCampaign(input: CreateCampaignRequest): Promise<Campaign> {
  return api.post(CAMPAIGNS_PATHS.campaigns, input);
}

/** Edits a draft or scheduled campaign. */
export function updateCampaign(campaignId: string, patch: UpdateCampaignRequest): Promise<Campaign> {
  return api.patch(campaignPath(CAMPAIGNS_PATHS.campaign, campaignId), patch);
}

/** Deletes a draft, completed or cancelled campaign. */
export function deleteCampaign(campaignId: string): Promise<unknown> {
  return api.delete(campaignPath(CAMPAIGNS_PATHS.campaign, campaignId));
}

/** The moves between states, each answering the campaign as it now stands. */
export type CampaignMove = 'start' | 'pause' | 'resume' | 'cancel';

export function moveCampaign(campaignId: string, move: CampaignMove): Promise<Campaign> {
  return api.post(campaignPath(CAMPAIGNS_PATHS[move], campaignId), {});
}

/** A new draft with the campaign's template, groups, devices and pacing, named by the page. */
export function duplicateCampaign(campaignId: string, name: string): Promise<Campaign> {
  return api.post(campaignPath(CAMPAIGNS_PATHS.duplicate, campaignId), { name });
}

/** How many a campaign to these groups would be sent to, and the account's clock. */
export function fetchCampaignAudience(groupIds: string[]): Promise<CampaignAudience> {
  return api.get(CAMPAIGNS_PATHS.audience, { query: { group_ids: groupIds.join(',') } });
}

/** Sends the template once to a number (not a campaign recipient). */
export function sendCampaignTest(input: CampaignTestMessageRequest): Promise<{ message_id: string }> {
  return api.post(CAMPAIGNS_PATHS.testMessage, input);
}
