import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LAST_STEP } from '../sign-up-wizard.ts';

type Props = {
  active: number;
  /** A Next or a submit is under way: nothing else may start. */
  busy: boolean;
  stepValid: boolean;
  everythingValid: boolean;
  advancing: boolean;
  submitting: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous, and Next on the first steps or the form's submit button on the last. */
export function WizardNavigation({
  active,
  busy,
  stepValid,
  everythingValid,
  advancing,
  submitting,
  onPrevious,
  onNext,
}: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xl">
      <Button
        type="button"
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        disabled={active === 0 || busy}
        onClick={onPrevious}
      >
        {t('signUp.previous')}
      </Button>
      {active < LAST_STEP ? (
        <Button
          type="button"
          rightSection={<IconArrowRight size={16} />}
          disabled={!stepValid || busy}
          loading={advancing}
          onClick={onNext}
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
