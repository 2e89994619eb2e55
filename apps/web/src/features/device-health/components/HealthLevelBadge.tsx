import { Badge } from '@mantine/core';
import type { DeviceHealthLevel } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { LEVEL_COLORS } from '../health-levels.ts';

type Props = { level: DeviceHealthLevel; score?: number };

/** A level in its colour, with the score when given ("At risk · 62"). */
export function HealthLevelBadge({ level, score }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const label = t(`deviceHealth.levels.${level}`);
  return (
    <Badge
      color={LEVEL_COLORS[level]}
      variant="light"
      data-testid="device-health-level"
      data-level={level}
      styles={{ label: { overflow: 'visible' } }}
    >
      {score === undefined ? label : `${label} · ${formats.number(score)}`}
    </Badge>
  );
}
