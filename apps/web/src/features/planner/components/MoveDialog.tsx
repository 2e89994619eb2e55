import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { CalendarEvent } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../date-format.ts';

export type PendingMove = { event: CalendarEvent; to: Date; revert: () => void };

type Props = {
  move: PendingMove | null;
  zone: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (scope: 'this' | 'following') => void;
};

/** After a drag: move just this run, or this and the following (the series splits there). */
export function MoveDialog({ move, zone, busy, onCancel, onConfirm }: Props) {
  const { t, i18n } = useTranslation();
  const [scope, setScope] = useState<'this' | 'following'>('this');
  return (
    <Modal opened={move !== null} onClose={onCancel} title={t('planner.move.title')} centered>
      {move ? (
        <Stack gap="md">
          <Text size="sm">
            {t('planner.move.from', { from: formatWhen(move.event.start, i18n.language, zone) })}{' '}
            {t('planner.move.to', { to: formatWhen(move.to.toISOString(), i18n.language, zone) })}
          </Text>
          <Radio.Group value={scope} onChange={(value) => setScope(value as 'this' | 'following')}>
            <Stack gap="xs">
              <Radio value="this" label={t('planner.move.this')} />
              <Radio
                value="following"
                label={t('planner.move.following')}
                description={t('planner.move.followingHint')}
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => onConfirm(scope)} loading={busy}>
              {t('planner.move.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
