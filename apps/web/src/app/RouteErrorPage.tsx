import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from './paths.ts';

/**
 * What a crash in a page shows instead of a blank screen. A page's chunk that no longer exists (a
 * release since this tab opened) lands here too: reloading fetches the new release.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('routes.error.title')}</Title>
        <Text c="dimmed">{t('routes.error.description')}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          <Button component="a" href={PATHS.home} variant="default">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
