import { Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CampaignFormValues } from '../campaign-form.ts';

/** "Skip numbers not on WhatsApp": those the last number check found not on it are skipped at the start. */
export function SkipNotOnWhatsappSwitch({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('numberChecks.campaign.skip')}
      description={t('numberChecks.campaign.skipHint')}
      {...form.getInputProps('skip_not_on_whatsapp', { type: 'checkbox' })}
    />
  );
}
