import { Sparkline } from '@mantine/charts';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { DeviceHealth } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { LEVEL_COLORS, reasonText } from '../health-levels.ts';
import { HealthLevelBadge } from './HealthLevelBadge.tsx';

type Props = { health: DeviceHealth | undefined };

const TOP_REASONS = 2;

/**
 * A device's health: its level and score, the last 30 days as a sparkline, and the heaviest
 * reasons (all of them on hover). A device not scored yet says so.
 */
export function HealthCell({ health }: Props) {
  const { t } = useTranslation();
  if (!health)
    return (
      <Text size="xs" c="dimmed" data-testid="device-health-none">
        {t('deviceHealth.notYet')}
      </Text>
    );
  const scores = health.history.map((day) => day.score);
  const reasons = health.reasons.map((reason) => reasonText(t, reason));
  return (
    <Stack gap={4} data-testid="device-health" data-score={health.score}>
      <Group gap={6} wrap="wrap">
        <HealthLevelBadge level={health.level} score={health.score} />
        {scores.length > 1 ? (
          <Sparkline
            w={72}
            h={24}
            data={scores}
            color={LEVEL_COLORS[health.level]}
            curveType="linear"
            fillOpacity={0.2}
            aria-label={t('deviceHealth.sparkline', { days: scores.length })}
            data-testid="device-health-sparkline"
          />
        ) : null}
      </Group>
      {reasons.length > 0 ? (
        <Tooltip label={reasons.join(' · ')} multiline maw={320} withArrow openDelay={300}>
          <Stack gap={0} data-testid="device-health-reasons">
            {reasons.slice(0, TOP_REASONS).map((text) => (
              <Text key={text} size="xs" c="dimmed" lineClamp={2} maw={180}>
                {text}
              </Text>
            ))}
          </Stack>
        </Tooltip>
      ) : (
        <Text size="xs" c="dimmed">
          {t('deviceHealth.noReasons')}
        </Text>
      )}
    </Stack>
  );
}
