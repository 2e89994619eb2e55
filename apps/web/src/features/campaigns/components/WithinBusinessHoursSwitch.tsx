import { Anchor, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import type { CampaignFormValues } from '../campaign-form.ts';

/** "Send only within business hours": the account's opening hours as a second sending window. */
export function WithinBusinessHoursSwitch({ form }: { form: UseFormReturnType<CampaignFormValues> }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('campaigns.form.withinBusinessHours')}
      description={
        <Trans
          i18nKey="campaigns.form.withinBusinessHoursHint"
          components={{ hours: <Anchor component={Link} to={PATHS.cpanel.businessHours} size="xs" /> }}
        />
      }
      {...form.getInputProps('within_business_hours', { type: 'checkbox' })}
    />
  );
}
