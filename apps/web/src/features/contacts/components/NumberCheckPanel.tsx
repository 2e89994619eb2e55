import { Alert, Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { NumberCheck } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { useCancelNumberCheck, useNumberChecks } from '../hooks/use-number-checks.ts';
import { isActiveCheck } from '../number-checks-api.ts';

/** A check ended this recently still shows its result (then it is in the list's badges). */
const SHOWN_AFTER_END_MS = 10 * 60_000;

const showable = (check: NumberCheck, now: number) =>
  isActiveCheck(check) ||
  (!!check.finished_at && now - new Date(check.finished_at).getTime() < SHOWN_AFTER_END_MS);

/**
 * The account's number check in progress (or just ended), as the import shows its own: the bar, the
 * counts, why it waits (no device connected, the hourly limit, another check first), and Cancel.
 */
export function NumberCheckPanel() {
  const { t } = useTranslation();
  const formats = useFormats();
  const checks = useNumberChecks();
  const cancel = useCancelNumberCheck();
  const [closed, setClosed] = useState<string[]>([]);
  const now = Date.now();
  const check = checks.data?.results.find((c) => showable(c, now) && !closed.includes(c.id));
  if (!check) return null;
  const active = isActiveCheck(check);
  const percent = check.total ? Math.round((check.checked / check.total) * 100) : 0;
  const n = formats.number;
  return (
    <Paper withBorder p="sm" data-testid="number-check-panel" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} data-testid="number-check-status">
            {t(`numberChecks.panel.${check.status}`, { checked: n(check.checked), total: n(check.total) })}
          </Text>
          {active ? null : (
            <CloseButton
              aria-label={t('numberChecks.panel.close')}
              onClick={() => setClosed([...closed, check.id])}
            />
          )}
        </Group>
        <Progress value={percent} animated={active} aria-label={t('numberChecks.panel.progress')} />
        <Text size="sm" data-testid="number-check-counts">
          {t('numberChecks.panel.counts', { on: n(check.on_whatsapp), notOn: n(check.not_on_whatsapp) })}
        </Text>
        {check.waiting ? (
          <Alert color={check.waiting === 'no_device' ? 'orange' : 'blue'} data-testid="number-check-waiting">
            {t(`numberChecks.waiting.${check.waiting}`)}
          </Alert>
        ) : null}
        {active ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="default"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(check.id)}
            >
              {t('numberChecks.panel.cancel')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
