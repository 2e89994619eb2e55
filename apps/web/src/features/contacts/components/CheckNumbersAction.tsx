import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { StartNumberCheckRequest } from '@siar/shared';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckNumbers } from '../hooks/use-check-numbers.ts';

type Props = {
  /** What to check: contacts, every contact matching a filter, a group, an import. */
  target: StartNumberCheckRequest;
  /** An icon button named for its row (a group's), or a labelled button. */
  icon?: { label: string };
  onStarted?: () => void;
};

/** "Check on WhatsApp": starts a paced check; the page's panel follows it. */
export function CheckNumbersAction({ target, icon, onStarted }: Props) {
  const { t } = useTranslation();
  const { check, busy } = useCheckNumbers();
  const run = async () => {
    if (await check(target)) onStarted?.();
  };
  if (icon)
    return (
      <Tooltip label={icon.label}>
        <ActionIcon
          variant="subtle"
          color="green"
          aria-label={icon.label}
          loading={busy}
          onClick={() => void run()}
        >
          <IconBrandWhatsapp size={16} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      size="xs"
      variant="light"
      color="green"
      leftSection={<IconBrandWhatsapp size={14} />}
      loading={busy}
      onClick={() => void run()}
    >
      {t('numberChecks.action')}
    </Button>
  );
}
