import { Table, Text } from '@mantine/core';
import type { Campaign } from '@siar/shared';
import { useFormats } from '../../../app/format.ts';
import type { CampaignAction } from '../campaign-states.ts';
import { CampaignActionButtons } from './CampaignActionButtons.tsx';
import { CampaignDeviceNames, CampaignName, CampaignRates, CampaignWhen } from './CampaignCells.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

type Props = {
  campaign: Campaign;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
};

/** A campaign in the desktop table: one cell per column. */
export function CampaignRow({ campaign, onAction }: Props) {
  const formats = useFormats();
  return (
    <Table.Tr data-testid="campaign-row" data-campaign-id={campaign.id}>
      <Table.Td>
        <CampaignName campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <CampaignStatusBadge campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <CampaignProgress campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <CampaignRates campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <CampaignDeviceNames campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <CampaignWhen campaign={campaign} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formats.date(campaign.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <CampaignActionButtons campaign={campaign} onAction={onAction} variant="icons" />
      </Table.Td>
    </Table.Tr>
  );
}
