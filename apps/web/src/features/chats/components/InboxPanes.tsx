import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

const PANE_HEIGHT = 'calc(100dvh - 140px)';

type Props = {
  narrow: boolean;
  /** Whether a conversation is open (on a phone it takes the list's place). */
  open: boolean;
  /** Whether the contact was asked for (on a phone it takes the whole screen). */
  showContact: boolean;
  list: ReactNode;
  thread: ReactNode;
  contact: ReactNode;
};

/** The three panes side by side; on a phone the one in use (list, thread or contact) alone. */
export function InboxPanes({ narrow, open, showContact, list, thread, contact }: Props) {
  return (
    <Group gap={0} align="stretch" wrap="nowrap" h={PANE_HEIGHT} mih={420} data-testid="chats">
      {narrow && showContact && contact ? (
        contact
      ) : (
        <>
          {!narrow || !open ? list : null}
          {!narrow || open ? thread : null}
          {!narrow ? contact : null}
        </>
      )}
    </Group>
  );
}
