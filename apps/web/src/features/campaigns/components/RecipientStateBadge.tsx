import { Badge } from '@mantine/core';
import type { OutboxState } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';
import { RECIPIENT_COLORS } from '../campaign-states.ts';

/** A recipient's state in the colour the progress bar gives it. */
export function RecipientStateBadge({ state, count }: { state: OutboxState; count?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={RECIPIENT_COLORS[state]}
      data-state={state}
      data-testid={count === undefined ? 'recipient-state' : `count-${state}`}
      styles={WHOLE_LABEL}
    >
      {count === undefined
        ? t(`campaigns.recipientStates.${state}`)
        : `${t(`campaigns.recipientStates.${state}`)}: ${count}`}
    </Badge>
  );
}
