import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { formatSeconds, useSecondsLeft } from '../../devices/hooks/use-seconds-left.ts';

/** When the running warmup writes next, with a countdown (intervals are seconds, breaks minutes). */
export function NextMessage({ at }: { at: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const left = useSecondsLeft(at) ?? 0;
  return (
    <Text size="sm" fw={500} data-testid="warmup-next-message">
      {t('warmup.run.nextMessageIn', {
        time: formats.dateTime(at),
        left: formatSeconds(left),
      })}
    </Text>
  );
}
