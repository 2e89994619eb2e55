import { Center, DataList, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { SandboxLinked } from '../components/SandboxLinked.tsx';
import { SandboxPhoneCard } from '../components/SandboxPhoneCard.tsx';
import { SandboxScanForm } from '../components/SandboxScanForm.tsx';
import { SandboxSpent } from '../components/SandboxSpent.tsx';
import { useSandboxOffer } from '../hooks/use-sandbox-offer.ts';
import { formatSeconds, useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { isSpentPairing } from '../sandbox-phone-errors.ts';

type Outcome = 'linked' | 'spent' | null;

/**
 * /sandbox/scan/:token, where a sandbox device's QR leads: the phone that "scans" it. No login: the
 * token is the secret, as a real QR's is. It links the device as a made-up number.
 */
export function SandboxScanPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const offer = useSandboxOffer(token);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const secondsLeft = useSecondsLeft(outcome ? null : offer.data?.expires_at);

  const body = () => {
    if (outcome === 'linked') return <SandboxLinked />;
    if (outcome === 'spent' || (offer.isError && isSpentPairing(offer.error))) return <SandboxSpent />;
    if (offer.isError) return <LoadError onRetry={() => void offer.refetch()} />;
    if (!offer.data)
      return (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      );
    return (
      <>
        <DataList orientation="vertical" withDivider>
          <DataList.Item>
            <DataList.ItemLabel>{t('devices.sandboxPhone.business')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="sandbox-business">{offer.data.account_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('devices.sandboxPhone.device')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="sandbox-device">{offer.data.device_name}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        {secondsLeft !== null ? (
          <Text size="sm" c={secondsLeft === 0 ? 'orange' : 'dimmed'} data-testid="sandbox-expires">
            {secondsLeft === 0
              ? t('devices.pairing.waitingNext')
              : t('devices.sandboxPhone.expiresIn', { time: formatSeconds(secondsLeft) })}
          </Text>
        ) : null}
        <SandboxScanForm
          token={token}
          offer={offer.data}
          onLinked={() => setOutcome('linked')}
          onSpent={() => setOutcome('spent')}
        />
      </>
    );
  };

  return <SandboxPhoneCard subtitle={t('devices.sandboxPhone.scanTitle')}>{body()}</SandboxPhoneCard>;
}
