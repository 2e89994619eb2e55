import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { FEATURES } from './features-list.ts';

export function HomeFeatures() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="home-features-title">
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Stack gap="xs" mb={40} maw={680}>
          <Title id="home-features-title" order={2}>
            {t('home.features.title')}
          </Title>
          <Text c="dimmed" fz="lg">
            {t('home.features.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FEATURES.map(({ key, icon: FeatureIcon }) => (
            <Card key={key} withBorder padding="lg" component="article">
              <ThemeIcon size={40} radius="md" variant="light" mb="md" aria-hidden>
                <FeatureIcon size={22} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {t(`home.features.${key}.title`, { days: FREE_TRIAL_DAYS })}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(`home.features.${key}.text`, { days: FREE_TRIAL_DAYS })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
