import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@siar/shared';
import { useTranslation } from 'react-i18next';

/** How a business starts: the three things it does in its first hour. */
const STEPS = ['signUp', 'pair', 'send'] as const;

export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-steps-title">
      <Container size="lg" pb={{ base: 48, md: 80 }}>
        <Title id="home-steps-title" order={2} mb={32}>
          {t('home.steps.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {STEPS.map((step, index) => (
            <Stack key={step} gap="xs">
              <ThemeIcon size={36} radius="xl" aria-hidden>
                <Text fw={700} c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`home.steps.${step}.title`)}
              </Title>
              <Text c="dimmed" fz="sm">
                {t(`home.steps.${step}.text`, { days: FREE_TRIAL_DAYS })}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
