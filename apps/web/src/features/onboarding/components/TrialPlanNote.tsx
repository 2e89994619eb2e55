import { Alert, Anchor, Text } from '@mantine/core';
import { FREE_TRIAL_DAYS, PLANS } from '@siar/shared';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import type { PlanChoice } from '../sign-up-wizard.ts';

type Props = {
  choice: PlanChoice;
};

/** Which plan the free trial runs on: the one chosen on the pricing page, Starter monthly otherwise. */
export function TrialPlanNote({ choice }: Props) {
  const { t } = useTranslation();
  const plan = PLANS.find((candidate) => candidate.id === (choice.plan ?? 'starter')) ?? PLANS[0];
  const billing = choice.billing ?? 'monthly';
  return (
    <Alert variant="light" color="teal" icon={<IconGift size={20} />} mb="xl">
      <Text size="sm">
        {t(`signUp.trialNote.${billing}`, { days: FREE_TRIAL_DAYS, plan: plan?.name })}{' '}
        <Anchor component={Link} to={PATHS.pricing} size="sm">
          {t('signUp.changePlan')}
        </Anchor>
      </Text>
    </Alert>
  );
}
