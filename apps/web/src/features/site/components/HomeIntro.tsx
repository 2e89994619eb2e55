import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@siar/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import classes from './HomeIntro.module.css';

export function HomeIntro() {
  const { t } = useTranslation();
  return (
    <section className={classes.intro} aria-labelledby="home-intro-title">
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <Stack gap="lg" maw={720}>
          <Badge size="lg" variant="light" radius="sm">
            {t('home.intro.badge', { days: FREE_TRIAL_DAYS })}
          </Badge>
          <Title id="home-intro-title" order={1} fz={{ base: 32, md: 44 }} className={classes.title}>
            {t('home.intro.title')}
          </Title>
          <Text fz={{ base: 'md', md: 'xl' }} c="dimmed">
            {t('home.intro.text')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={PATHS.signUp} size="md" rightSection={<IconArrowRight size={18} />}>
              {t('home.intro.startTrial', { days: FREE_TRIAL_DAYS })}
            </Button>
            <Button component={Link} to={PATHS.pricing} size="md" variant="default">
              {t('home.intro.seePricing')}
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('home.intro.noCard')}
          </Text>
        </Stack>
      </Container>
    </section>
  );
}
