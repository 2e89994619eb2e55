import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  color?: MantineColor;
  onClick: () => void;
  children: ReactNode;
};

/** One of a row's hover actions: an icon button named by its tooltip. */
export function RowAction({ label, color = 'gray', onClick, children }: Props) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="light" color={color} onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
