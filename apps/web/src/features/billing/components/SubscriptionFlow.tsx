import { Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PaymentInfo, Plan, SubscriptionStanding } from '@siar/shared';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowStart, flowReducer, initialFlow, selectedPlan } from '../checkout.ts';
import { AccountStanding } from './AccountStanding.tsx';
import { CheckoutStep } from './CheckoutStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { PlanStep } from './PlanStep.tsx';

type Props = {
  start: FlowStart;
  /** A trial, a cancelled plan still running, or an ended one: said above the plan steps. */
  standing: SubscriptionStanding | null;
  onConfirmed: (payment: PaymentInfo) => void;
};

/** The three steps of section 4: 1 Select your plan, 2 Checkout, 3 Payment. */
export function SubscriptionFlow({ start, standing, onConfirmed }: Props) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(flowReducer, start, initialFlow);
  const narrow = useMediaQuery('(max-width: 40em)');

  // A plan chosen on the pricing page counts as picked here, with the same toast.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !start.plan || start.payment) return;
    announced.current = true;
    notifications.show({
      color: 'teal',
      message: t('billing.messages.planSelected', { name: start.plan.name }),
    });
  }, [start, t]);

  function pick(plan: Plan) {
    dispatch({ type: 'selectPlan', plan: selectedPlan(plan.id, state.cycle) });
    notifications.show({ color: 'teal', message: t('billing.messages.planSelected', { name: plan.name }) });
  }

  const locked = state.step === 3;

  return (
    <Stack gap="lg">
      {state.step !== 3 && standing ? <AccountStanding subscription={standing} /> : null}
      <Stepper
        active={state.step - 1}
        onStepClick={(index) => {
          if (index === 0) dispatch({ type: 'backToPlans' });
        }}
        allowNextStepsSelect={false}
        orientation={narrow ? 'vertical' : 'horizontal'}
        size="sm"
      >
        <Stepper.Step
          label={t('billing.steps.plan')}
          description={state.plan && state.step > 1 ? state.plan.name : t('billing.steps.planHint')}
          allowStepSelect={!locked && state.step === 2}
          aria-disabled={locked}
        >
          <PlanStep
            cycle={state.cycle}
            onCycleChange={(cycle) => dispatch({ type: 'setCycle', cycle })}
            onSelect={pick}
          />
        </Stepper.Step>
        <Stepper.Step
          label={t('billing.steps.checkout')}
          description={t('billing.steps.checkoutHint')}
          allowStepSelect={false}
          aria-disabled={state.step !== 2}
        >
          <CheckoutStep
            plan={state.plan}
            coupon={state.coupon}
            onBack={() => dispatch({ type: 'backToPlans' })}
            onCouponApplied={(quote) => dispatch({ type: 'couponApplied', quote })}
            onCouponRemoved={() => dispatch({ type: 'couponRemoved' })}
            onPaymentOpened={(payment) => dispatch({ type: 'paymentOpened', payment })}
          />
        </Stepper.Step>
        <Stepper.Step
          label={t('billing.steps.payment')}
          description={t('billing.steps.paymentHint')}
          allowStepSelect={false}
          aria-disabled={state.step !== 3}
        >
          {state.paymentId ? (
            <PaymentStep
              key={state.paymentId}
              paymentId={state.paymentId}
              onClosed={(payment) => dispatch({ type: 'paymentClosed', payment })}
              onConfirmed={onConfirmed}
            />
          ) : null}
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
