import { Badge } from '@mantine/core';
import type { EngineId } from '@siar/shared';
import { IconBrandWhatsapp, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WHOLE_LABEL } from './badge-styles.ts';

type Props = {
  engine: EngineId;
};

/** Which engine runs a device. Sandbox devices are simulated numbers, so they are always labelled. */
export function EngineBadge({ engine }: Props) {
  const { t } = useTranslation();
  const sandbox = engine === 'sandbox';
  return (
    <Badge
      color={sandbox ? 'grape' : 'teal'}
      variant={sandbox ? 'light' : 'outline'}
      leftSection={
        sandbox ? <IconFlask size={12} aria-hidden /> : <IconBrandWhatsapp size={12} aria-hidden />
      }
      data-engine={engine}
      styles={WHOLE_LABEL}
    >
      {t(`devices.engines.${engine}.label`)}
    </Badge>
  );
}
