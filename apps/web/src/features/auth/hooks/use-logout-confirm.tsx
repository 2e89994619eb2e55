import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

/** Asks 'Are you sure you want to logout?' and only then goes to /logout. */
export function useLogoutConfirm(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return useCallback(() => {
    modals.openConfirmModal({
      title: t('logout.confirmTitle'),
      children: <Text size="sm">{t('logout.confirmMessage')}</Text>,
      labels: { confirm: t('logout.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => navigate(PATHS.logout),
    });
  }, [t, navigate]);
}
