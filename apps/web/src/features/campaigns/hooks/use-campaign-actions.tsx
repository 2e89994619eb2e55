import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Campaign } from '@siar/shared';
import { CAMPAIGN_LIMITS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import type { CampaignAction } from '../campaign-states.ts';
import type { CampaignMove } from '../campaigns-api.ts';
import { useDeleteCampaign, useDuplicateCampaign, useMoveCampaign } from './use-campaign-mutations.ts';

type Options = {
  /** Edit opens the form, which the page owns. */
  onEdit: (campaign: Campaign) => void;
  /** After a delete (the detail page goes back to the list). */
  onDeleted?: () => void;
  /** The new draft a duplicate made: opened in the form unless the page does otherwise. */
  onDuplicated?: (copy: Campaign) => void;
};

/**
 * What a campaign's action buttons do: start, pause and resume at once; cancel and delete only
 * after a confirmation, since neither can be undone. Each says how it went in a toast.
 */
export function useCampaignActions({ onEdit, onDeleted, onDuplicated = onEdit }: Options) {
  const { t } = useTranslation();
  const move = useMoveCampaign();
  const remove = useDeleteCampaign();
  const duplicate = useDuplicateCampaign();

  async function runDuplicate(campaign: Campaign) {
    const name = t('campaigns.actions.copyName', { name: campaign.name }).slice(0, CAMPAIGN_LIMITS.maxName);
    try {
      const copy = await duplicate.mutateAsync({ campaignId: campaign.id, name });
      notifications.show({
        color: 'teal',
        message: t('campaigns.actions.duplicateDone', { name: copy.name }),
      });
      onDuplicated(copy);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: apiErrorMessage(t, error, 'campaigns.actions.duplicateFailed'),
      });
    }
  }

  async function runMove(campaign: Campaign, action: CampaignMove) {
    try {
      await move.mutateAsync({ campaignId: campaign.id, move: action });
      notifications.show({
        color: 'teal',
        message: t(`campaigns.actions.${action}Done`, { name: campaign.name }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: apiErrorMessage(t, error, `campaigns.actions.${action}Failed`),
      });
    }
  }

  function confirm(campaign: Campaign, action: 'cancel' | 'delete', onConfirm: () => Promise<void>) {
    modals.openConfirmModal({
      title: t(`campaigns.actions.${action}Title`, { name: campaign.name }),
      children: <Text size="sm">{t(`campaigns.actions.${action}Question`)}</Text>,
      labels: { confirm: t(`campaigns.actions.${action}Confirm`), cancel: t('campaigns.actions.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => void onConfirm(),
    });
  }

  async function runDelete(campaign: Campaign) {
    try {
      await remove.mutateAsync(campaign.id);
      notifications.show({
        color: 'teal',
        message: t('campaigns.actions.deleteDone', { name: campaign.name }),
      });
      onDeleted?.();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: apiErrorMessage(t, error, 'campaigns.actions.deleteFailed'),
      });
    }
  }

  function act(campaign: Campaign, action: CampaignAction) {
    if (action === 'edit') onEdit(campaign);
    else if (action === 'cancel') confirm(campaign, 'cancel', () => runMove(campaign, 'cancel'));
    else if (action === 'delete') confirm(campaign, 'delete', () => runDelete(campaign));
    else if (action === 'duplicate') void runDuplicate(campaign);
    else void runMove(campaign, action);
  }

  return { act, busy: move.isPending || remove.isPending || duplicate.isPending };
}
