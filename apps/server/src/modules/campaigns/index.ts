// What other parts of the server may use of modules/campaigns: they import it from here, never from its repos
// (scripts/check-modules.mjs). The planner makes each due occurrence of a recurring broadcast an
// ordinary campaign with these.

export { checkCampaignFields } from './campaign-rules.ts';
export { toCounts } from './campaign-view.ts';
export { type CampaignInsert, type CampaignRow, moveCampaign, saveCampaign } from './campaigns.repo.ts';
export { countsOf } from './campaigns-list.repo.ts';
export { runCampaignNow } from './start-campaign.ts';
