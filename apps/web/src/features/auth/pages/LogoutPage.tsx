import { Button, Container, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useLogOut } from '../hooks/use-log-out.ts';

/** Ends the session on the server, forgets everything cached for the user, and goes home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const started = useRef(false);
  const logout = useLogOut();
  const { mutate } = logout;

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects in development.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (logout.isError) {
    return (
      <Container size="xs" py={96}>
        <Stack gap="md">
          <FormNotice tone="error" text={t('logout.failed')} />
          <Button onClick={() => mutate()}>{t('common.retry')}</Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="xs" py={96}>
      <Stack align="center" gap="xs">
        <PageLoader />
        <Text c="dimmed">{t('logout.inProgress')}</Text>
      </Stack>
    </Container>
  );
}
