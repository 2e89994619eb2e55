import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="teal" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={PATHS.home}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
