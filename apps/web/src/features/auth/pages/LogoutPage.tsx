import { Button, Container, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys.ts';
import { PATHS } from '../../../app/paths.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { logOut } from '../auth-api.ts';
import { ANONYMOUS_SESSION } from '../hooks/use-session.ts';

/** Ends the session on the server, forgets everything cached for the user, and goes home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, ANONYMOUS_SESSION);
      navigate(PATHS.home, { replace: true });
    },
  });
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
