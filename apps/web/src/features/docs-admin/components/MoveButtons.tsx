import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type MoveProps = { label: string; first: boolean; last: boolean; onMove: (by: -1 | 1) => void };

/** Up and down by one place, in the order being arranged (saved with "Save order"). */
export function MoveButtons({ label, first, last, onMove }: MoveProps) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        variant="subtle"
        disabled={first}
        aria-label={t('docsAdmin.moveUp', { title: label })}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        disabled={last}
        aria-label={t('docsAdmin.moveDown', { title: label })}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </>
  );
}
