import { Box, Tooltip } from '@mantine/core';
import type { MemberPresence } from '@siar/shared';
import { useTranslation } from 'react-i18next';

const COLOR: Record<MemberPresence, string> = {
  online: 'var(--mantine-color-green-6)',
  away: 'var(--mantine-color-yellow-5)',
  offline: 'var(--mantine-color-gray-5)',
};

/** A member's presence beside their name: green online, yellow away, grey offline (named for readers). */
export function PresenceDot({ presence }: { presence: MemberPresence }) {
  const { t } = useTranslation();
  const label = t(`chats.presence.${presence}`);
  return (
    <Tooltip label={label} withinPortal>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-presence={presence}
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: COLOR[presence],
          flexShrink: 0,
        }}
      />
    </Tooltip>
  );
}
