import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { estimateCampaignSeconds } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { durationUnit, estimateInputOf } from '../campaign-estimate-input.ts';
import type { CampaignFormValues } from '../campaign-form.ts';
import { useCampaignAudience, useSendCampaignTest } from '../hooks/use-campaign-audience.ts';

type Props = { values: CampaignFormValues };

/**
 * Before starting: how many the chosen groups reach (each contact once, opt-outs and invalid
 * numbers left out), about how long the pacing takes to send to them, and the template tried once
 * on the customer's own number.
 */
export function CampaignPreview({ values }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('campaigns.preview.title')} variant="filled">
      <Stack gap="sm">
        <AudienceSummary values={values} />
        <TestMessage values={values} />
      </Stack>
    </Fieldset>
  );
}

function AudienceSummary({ values }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const audience = useCampaignAudience(values.group_ids);
  if (values.group_ids.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('campaigns.preview.pickGroups')}
      </Text>
    );
  if (!audience.data)
    return (
      <Text size="sm" c="dimmed">
        {t(audience.isError ? 'campaigns.preview.countFailed' : 'campaigns.preview.counting')}
      </Text>
    );
  const { recipients, opted_out, duplicates, invalid_numbers, account_clock } = audience.data;
  const number = (n: number) => formats.number(n);
  const seconds =
    values.device_ids.length > 0
      ? estimateCampaignSeconds(estimateInputOf(values, recipients, account_clock))
      : undefined;
  let estimate: string;
  if (seconds === undefined) estimate = t('campaigns.preview.pickDevices');
  else if (seconds === null) estimate = t('campaigns.preview.never');
  else {
    const { value, unit } = durationUnit(seconds);
    const duration = formats.number(value, { style: 'unit', unit, unitDisplay: 'long' });
    estimate = t('campaigns.preview.estimate', { duration });
  }
  return (
    <Stack gap={2} aria-live="polite">
      <Text size="sm" fw={600} data-testid="campaign-recipient-count">
        {t('campaigns.preview.recipients', { number: number(recipients) })}
      </Text>
      {opted_out + duplicates + invalid_numbers > 0 ? (
        <Text size="xs" c="dimmed">
          {t('campaigns.preview.leftOut', {
            optedOut: number(opted_out),
            duplicates: number(duplicates),
            invalid: number(invalid_numbers),
          })}
        </Text>
      ) : null}
      <Text size="sm" data-testid="campaign-estimate">
        {estimate}
      </Text>
    </Stack>
  );
}

function TestMessage({ values }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const send = useSendCampaignTest();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = !!values.template_id && values.device_ids.length > 0;

  async function submit() {
    setError(null);
    try {
      await send.mutateAsync({ template_id: values.template_id ?? '', device_ids: values.device_ids, to });
      notifications.show({ color: 'teal', message: t('campaigns.preview.testSent', { to }) });
    } catch (failure) {
      const code =
        failure instanceof ApiError
          ? (failure.fieldCodes.to ?? failure.fieldCodes.device_ids ?? failure.fieldCodes.template_id)?.[0]
          : undefined;
      setError(code ? translate(code) : apiErrorMessage(t, failure, 'campaigns.preview.testFailed'));
    }
  }

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 220px' }}
        label={t('campaigns.preview.testNumber')}
        description={ready ? undefined : t('campaigns.preview.testNeeds')}
        placeholder="+62 812 3456 7890"
        inputMode="tel"
        value={to}
        onChange={(event) => setTo(event.currentTarget.value)}
        error={error}
      />
      <Button
        variant="default"
        mt={{ base: 0, xs: 25 }}
        onClick={() => void submit()}
        loading={send.isPending}
        disabled={!ready || to.trim() === ''}
      >
        {t('campaigns.preview.sendTest')}
      </Button>
    </Group>
  );
}
