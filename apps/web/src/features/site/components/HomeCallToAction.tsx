import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

export function HomeCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-cta-title">
      <Container size="lg" pb={{ base: 48, md: 80 }}>
        <Paper radius="lg" p={{ base: 'xl', md: 48 }} bg="var(--mantine-primary-color-light)">
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap={6} maw={620}>
              <Title id="home-cta-title" order={2}>
                {t('home.cta.title')}
              </Title>
              <Text c="dimmed">{t('home.cta.text', { days: FREE_TRIAL_DAYS })}</Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to={PATHS.signUp} size="md">
                {t('home.cta.start')}
              </Button>
              <Button component={Link} to={PATHS.contact} size="md" variant="default">
                {t('home.cta.contact')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Container>
    </section>
  );
}
