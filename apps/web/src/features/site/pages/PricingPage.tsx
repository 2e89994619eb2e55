import { Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { type BillingCycle, FREE_TRIAL_DAYS, PLANS } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../components/PublicPage.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { BillingToggle } from '../components/BillingToggle.tsx';
import { PlanCard } from '../components/PlanCard.tsx';
import { PricingFaq } from '../components/PricingFaq.tsx';

export function PricingPage() {
  const { t } = useTranslation();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const session = useSession();
  const loggedIn = session.isPending ? undefined : session.data?.is_authenticated === true;

  return (
    <PublicPage>
      <Stack gap={56}>
        <Stack gap="lg">
          <Center>
            <BillingToggle value={cycle} onChange={setCycle} />
          </Center>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} cycle={cycle} loggedIn={loggedIn} />
            ))}
          </SimpleGrid>
          <Text c="dimmed" size="sm" ta="center">
            {t('pricing.note', { days: FREE_TRIAL_DAYS })}
          </Text>
        </Stack>
        <PricingFaq />
      </Stack>
    </PublicPage>
  );
}
