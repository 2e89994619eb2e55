import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type Props = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'aria-label' | 'color' | 'style'> & {
    /** Read by screen readers and shown on hover or focus: an icon alone says nothing to many users. */
    label: string;
    children: ReactNode;
  };

/** An icon-only button with its label as tooltip and accessible name. */
export function IconButton({ label, children, variant = 'subtle', ...props }: Props) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant={variant} aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
