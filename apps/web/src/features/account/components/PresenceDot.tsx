import { ColorSwatch, Tooltip } from '@mantine/core';
import type { MemberPresence } from '@siar/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MemberPresence, string> = {
  online: 'var(--mantine-color-green-6)',
  away: 'var(--mantine-color-yellow-5)',
  offline: 'var(--mantine-color-gray-5)',
};

/** A member's presence from their open tabs: a coloured dot, named for screen readers and on hover. */
export function PresenceDot({ presence }: { presence: MemberPresence }) {
  const { t } = useTranslation();
  const label = t(`account.team.presence.${presence}`);
  return (
    <Tooltip label={label} withArrow>
      <ColorSwatch
        component="span"
        role="img"
        aria-label={label}
        color={COLORS[presence]}
        size={10}
        withShadow={false}
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}
