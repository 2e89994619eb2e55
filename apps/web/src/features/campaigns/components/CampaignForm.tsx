import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Campaign, PanelSelectOptions } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { useCampaignForm } from '../hooks/use-campaign-form.ts';
import { AudienceFields } from './AudienceFields.tsx';
import { CampaignPreview } from './CampaignPreview.tsx';
import { DevicesChoice } from './DevicesChoice.tsx';
import { PacingFields } from './PacingFields.tsx';
import { ScheduleField } from './ScheduleField.tsx';
import { SkipNotOnWhatsappSwitch } from './SkipNotOnWhatsappSwitch.tsx';
import { WithinBusinessHoursSwitch } from './WithinBusinessHoursSwitch.tsx';

type Props = {
  options: PanelSelectOptions;
  /** The campaign to edit (a draft or scheduled one); none for a new campaign. */
  campaign: Campaign | null;
  onClose: () => void;
  /** Saved: `started` when it was started or scheduled too. */
  onSaved: (campaign: Campaign, started: boolean) => void;
};

/** A campaign's name, template, groups, devices, time and pacing; saved as a draft or started. */
export function CampaignForm({ options, campaign, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, save, notice, busy, canStart, errorOf } = useCampaignForm(campaign, onSaved);

  return (
    <form
      noValidate
      aria-label={t(campaign ? 'campaigns.edit.title' : 'campaigns.create.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <Stack gap="lg">
        <TextInput
          label={t('campaigns.form.name')}
          placeholder={t('campaigns.form.namePlaceholder')}
          withAsterisk
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <AudienceFields
          options={options}
          template={{
            value: form.values.template_id,
            onChange: (value) => form.setFieldValue('template_id', value),
            error: errorOf('template_id'),
          }}
          groups={{
            value: form.values.group_ids,
            onChange: (value) => form.setFieldValue('group_ids', value),
            error: errorOf('group_ids'),
          }}
        />
        <DevicesChoice
          devices={options.wa_devices_options}
          value={form.values.device_ids}
          onChange={(value) => form.setFieldValue('device_ids', value)}
          error={errorOf('device_ids')}
        />
        <ScheduleField
          when={form.values.when}
          onWhen={(value) => form.setFieldValue('when', value)}
          at={form.values.scheduled_at}
          onAt={(value) => form.setFieldValue('scheduled_at', value)}
          error={errorOf('scheduled_at')}
        />
        <PacingFields form={form} errorOf={errorOf} />
        <SkipNotOnWhatsappSwitch form={form} />
        <WithinBusinessHoursSwitch form={form} />
        <CampaignPreview values={form.values} />
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="light" loading={busy}>
            {t(campaign?.status === 'scheduled' ? 'campaigns.form.save' : 'campaigns.form.saveDraft')}
          </Button>
          {canStart ? (
            <Button onClick={() => void save(true)} loading={busy}>
              {t(form.values.when === 'later' ? 'campaigns.form.schedule' : 'campaigns.form.start')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
