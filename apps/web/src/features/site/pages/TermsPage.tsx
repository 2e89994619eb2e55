import { Anchor, Stack, Text } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { PublicPage } from '../../../components/PublicPage.tsx';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { TERMS_SECTIONS } from '../legal-content.ts';

export function TermsPage() {
  const { t } = useTranslation();
  const links = (
    <Text lh={1.7}>
      <Anchor component={Link} to={PATHS.refund}>
        {t('terms.refundLink')}
      </Anchor>
    </Text>
  );

  return (
    <PublicPage>
      <Stack gap="xl">
        <Text c="dimmed" size="sm">
          {t('terms.effective')}
        </Text>
        <LegalDocument
          document="terms"
          sections={TERMS_SECTIONS}
          values={{ days: FREE_TRIAL_DAYS }}
          extras={{
            cancellation: links,
            law: (
              <Text lh={1.7}>
                <Anchor component={Link} to={PATHS.contact}>
                  {t('terms.contactLink')}
                </Anchor>
              </Text>
            ),
          }}
        />
      </Stack>
    </PublicPage>
  );
}
