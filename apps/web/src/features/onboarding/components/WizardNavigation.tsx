import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignUpWizardState } from '../hooks/use-sign-up-wizard.ts';
import { LAST_STEP } from '../sign-up-wizard.ts';

/** Previous, and Next on the first steps or the form's submit button on the last. */
export function WizardNavigation({ wizard }: { wizard: SignUpWizardState }) {
  // A Next or a submit under way (`busy`): nothing else may start.
  const { steps, busy, stepValid, everythingValid, submitting } = wizard;
  const { active } = steps;
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xl">
      <Button
        type="button"
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        disabled={active === 0 || busy}
        onClick={() => steps.goTo(active - 1)}
      >
        {t('signUp.previous')}
      </Button>
      {active < LAST_STEP ? (
        <Button
          type="button"
          rightSection={<IconArrowRight size={16} />}
          disabled={!stepValid || busy}
          loading={steps.advancing}
          onClick={wizard.next}
        >
          {t('signUp.next')}
        </Button>
      ) : (
        <Button type="submit" disabled={!everythingValid || busy} loading={submitting}>
          {t('signUp.submit')}
        </Button>
      )}
    </Group>
  );
}
