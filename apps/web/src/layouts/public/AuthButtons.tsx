import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';

type Props = {
  /** Full-width buttons stacked, for the phone menu. */
  stacked?: boolean;
};

export function AuthButtons({ stacked = false }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();

  // Until the server answers, the visitor is neither in nor out: show nothing rather than flicker.
  if (session.isPending) return null;

  const buttons = session.data?.is_authenticated ? (
    <Button component={Link} to={PATHS.cpanel.dashboard} fullWidth={stacked}>
      {t('nav.dashboard')}
    </Button>
  ) : (
    <>
      {pathname !== PATHS.login && (
        <Button component={Link} to={PATHS.login} variant="default" fullWidth={stacked}>
          {t('nav.login')}
        </Button>
      )}
      {pathname !== PATHS.signUp && (
        <Button component={Link} to={PATHS.signUp} fullWidth={stacked}>
          {t('nav.signUp')}
        </Button>
      )}
    </>
  );

  return stacked ? (
    buttons
  ) : (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  );
}
