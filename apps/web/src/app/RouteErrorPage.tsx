import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PATHS } from './paths.ts';

/** What a crash in a page shows instead of a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('routes.error.title')}</Title>
        <Text c="dimmed">{t('routes.error.description')}</Text>
        <Button component="a" href={PATHS.home}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
