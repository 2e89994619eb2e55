import { Alert, Anchor, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

/** Away rules answer outside business hours: with none set, they never answer. */
export function AwayNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconClockPause size={20} />}
      title={t('autoReplies.awayNotice.title')}
      data-testid="away-notice"
    >
      <Text size="sm">
        {t('autoReplies.awayNotice.text')}{' '}
        <Anchor component={Link} to={PATHS.cpanel.businessHours} size="sm">
          {t('autoReplies.awayNotice.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
