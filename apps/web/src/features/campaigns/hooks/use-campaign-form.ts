import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Campaign } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateMessage } from '../../../app/messages.ts';
import { placeFieldRefusals } from '../../devices/device-form.ts';
import {
  CAMPAIGN_FORM_FIELDS,
  type CampaignFormField,
  type CampaignFormValues,
  campaignValuesOf,
  emptyCampaignValues,
  toCampaignRequest,
  validateCampaignForm,
} from '../campaign-form.ts';
import { useCreateCampaign, useMoveCampaign, useUpdateCampaign } from './use-campaign-mutations.ts';

/**
 * The campaign form's values and saving them: as a draft, or started (scheduled when it has a
 * time). Refusals about a field go under it, the rest into `notice`.
 */
export function useCampaignForm(
  campaign: Campaign | null,
  onSaved: (campaign: Campaign, started: boolean) => void,
) {
  const { t } = useTranslation();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const move = useMoveCampaign();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<CampaignFormValues>({
    initialValues: campaign ? campaignValuesOf(campaign) : emptyCampaignValues(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateCampaignForm(values)).map(([field, ref]) => [field, translateMessage(t, ref)]),
      ),
  });
  const busy = create.isPending || update.isPending || move.isPending;
  // A scheduled campaign is started already: editing it only saves.
  const canStart = !campaign || campaign.status === 'draft';

  async function save(start: boolean) {
    if (form.validate().hasErrors) return;
    setNotice(null);
    const request = toCampaignRequest(form.values);
    try {
      let saved: Campaign;
      if (!campaign) saved = await create.mutateAsync({ ...request, start });
      else {
        saved = await update.mutateAsync({ campaignId: campaign.id, patch: request });
        if (start) saved = await move.mutateAsync({ campaignId: campaign.id, move: 'start' });
      }
      const outcome = !start ? 'draft' : saved.status === 'scheduled' ? 'scheduled' : 'started';
      notifications.show({ color: 'teal', message: t(`campaigns.form.saved.${outcome}`) });
      onSaved(saved, start);
    } catch (error) {
      // Refusals about a field go under it; the rest (no recipients, the plan) above the buttons.
      if (!placeFieldRefusals(form, error, CAMPAIGN_FORM_FIELDS, (ref) => translateMessage(t, ref)))
        setNotice(apiErrorMessage(t, error, 'campaigns.form.saveFailed'));
    }
  }

  const errorOf = (field: CampaignFormField) => {
    const value = form.errors[field];
    return typeof value === 'string' ? value : undefined;
  };

  return { form, save, notice, busy, canStart, errorOf };
}
