import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';

/** 1 idle, 2 running, 3 finished, 4 stopped (DESIGN.md). */
const COLORS: Record<number, MantineColor> = { 1: 'gray', 2: 'blue', 3: 'green', 4: 'orange' };

export function RunStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="lg"
      variant="light"
      color={COLORS[status] ?? 'gray'}
      data-testid="warmup-status"
      data-status={status}
      styles={WHOLE_LABEL}
    >
      {t(`warmup.run.status.${status}`)}
    </Badge>
  );
}
