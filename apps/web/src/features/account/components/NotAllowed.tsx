import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  /** Where the way back leads: the user's own start page. */
  homeTo: string;
  /** The subscription page, where the panel also sends anyone whose account is not subscribed. */
  billing?: boolean;
};

/** What a team member sees on a page of the owner's (billing, devices, settings, ...). */
export function NotAllowed({ homeTo, billing = false }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconLock size={20} />} title={t('panel.notAllowedTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{billing ? t('panel.notAllowedBilling') : t('panel.notAllowed')}</Text>
        <Button size="xs" variant="light" component={Link} to={homeTo}>
          {t('panel.backToStart')}
        </Button>
      </Stack>
    </Alert>
  );
}
