import type { ChatMessageStatus } from '@siar/shared';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** WhatsApp's ticks: a clock while queued, one tick sent, two delivered, two blue read. */
export function Ticks({ status }: { status: ChatMessageStatus }) {
  const { t } = useTranslation();
  const label = t(`chats.status.${status}`);
  const props = { size: 16, 'aria-label': label, role: 'img', 'data-testid': 'ticks', 'data-status': status };
  switch (status) {
    case 'queued':
    case 'sending':
      return <IconClock {...props} color="var(--mantine-color-dimmed)" />;
    case 'sent':
      return <IconCheck {...props} color="var(--mantine-color-dimmed)" />;
    case 'delivered':
      return <IconChecks {...props} color="var(--mantine-color-dimmed)" />;
    case 'read':
      return <IconChecks {...props} color="var(--mantine-color-blue-6)" />;
    case 'failed':
    case 'skipped':
      return <IconAlertCircle {...props} color="var(--mantine-color-red-6)" />;
    default:
      return null;
  }
}
