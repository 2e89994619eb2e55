import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

type Props = {
  /** The server's words ('Account created successfully!'), translated. */
  message: string;
  seconds: number;
};

/** The 201 state: the account exists, and the dashboard follows shortly. */
export function SignUpSuccess({ message, seconds }: Props) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2}>{message}</Title>
      <Text c="dimmed">{t('signUp.success.redirecting', { seconds, count: seconds })}</Text>
      <Button component={Link} to={PATHS.cpanel.dashboard} replace>
        {t('signUp.success.goNow')}
      </Button>
    </Stack>
  );
}
