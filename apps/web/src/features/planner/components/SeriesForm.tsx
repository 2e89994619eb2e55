import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PanelSelectOptions, Series } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/FormNotice.tsx';
import type { CampaignFormField, CampaignFormValues } from '../../campaigns/campaign-form.ts';
import { AudienceFields } from '../../campaigns/components/AudienceFields.tsx';
import { DevicesChoice } from '../../campaigns/components/DevicesChoice.tsx';
import { PacingFields } from '../../campaigns/components/PacingFields.tsx';
import { SkipNotOnWhatsappSwitch } from '../../campaigns/components/SkipNotOnWhatsappSwitch.tsx';
import { WithinBusinessHoursSwitch } from '../../campaigns/components/WithinBusinessHoursSwitch.tsx';
import { useSeriesForm } from '../hooks/use-series-form.ts';
import { toSeriesRequest, validateSeriesForm } from '../series-form.ts';
import { RepeatFields } from './RepeatFields.tsx';
import { SeriesPreview } from './SeriesPreview.tsx';

type Props = {
  options: PanelSelectOptions;
  series: Series | null;
  /** A new series starts on this day (`YYYY-MM-DD`). */
  startDate: string;
  zone: string;
  onClose: () => void;
  onSaved: () => void;
};

/** A recurring broadcast: what, to whom, through which devices, when it repeats, how fast it sends. */
export function SeriesForm({ options, series, startDate, zone, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, save, notice, busy, errorOf } = useSeriesForm(series, startDate, onSaved);
  const complete = Object.keys(validateSeriesForm(form.values)).length === 0;
  const request = complete ? { ...toSeriesRequest(form.values), series_id: series?.id ?? null } : null;
  // The campaign form's pacing fields and options, on the same field names (delays, typing, cap,
  // window, business hours, skipping numbers not on WhatsApp): each run's campaign gets them.
  const pacingForm = form as unknown as UseFormReturnType<CampaignFormValues>;

  return (
    <form
      noValidate
      aria-label={t(series ? 'planner.edit.title' : 'planner.create.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <TextInput
          label={t('planner.form.name')}
          placeholder={t('planner.form.namePlaceholder')}
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
        <RepeatFields form={form} errorOf={errorOf} zone={zone} />
        <PacingFields form={pacingForm} errorOf={(field: CampaignFormField) => errorOf(field as never)} />
        <WithinBusinessHoursSwitch form={pacingForm} />
        <SkipNotOnWhatsappSwitch form={pacingForm} />
        <SeriesPreview request={request} zone={zone} />
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(series ? 'planner.form.save' : 'planner.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
