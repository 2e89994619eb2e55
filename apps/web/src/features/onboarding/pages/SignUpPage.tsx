import { Anchor, Paper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { PublicPage } from '../../../components/PublicPage.tsx';
import { GuestOnly } from '../../auth/components/GuestOnly.tsx';
import { SignUpWizard } from '../components/SignUpWizard.tsx';
import { TrialPlanNote } from '../components/TrialPlanNote.tsx';
import { planChoiceFrom } from '../sign-up-wizard.ts';

export function SignUpPage() {
  const { t } = useTranslation();
  const [signedUp, setSignedUp] = useState(false);
  const [searchParams] = useSearchParams();
  const choice = useMemo(() => planChoiceFrom(searchParams), [searchParams]);

  return (
    <GuestOnly keepOpen={signedUp}>
      <PublicPage size={760}>
        {signedUp ? null : <TrialPlanNote choice={choice} />}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <SignUpWizard choice={choice} onSignedUp={() => setSignedUp(true)} />
        </Paper>
        {signedUp ? null : (
          <Text size="sm" ta="center" c="dimmed" mt="md">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={PATHS.login}>
              {t('signUp.loginLink')}
            </Anchor>
          </Text>
        )}
      </PublicPage>
    </GuestOnly>
  );
}
