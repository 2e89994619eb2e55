import type { MantineColor } from '@mantine/core';
import type { CampaignStatus, OutboxState } from '@siar/shared';

/** A campaign's badge colour: grey not started, blue on its way, orange held, green done, red stopped. */
export const STATUS_COLORS: Record<CampaignStatus, MantineColor> = {
  draft: 'gray',
  scheduled: 'violet',
  running: 'blue',
  paused: 'orange',
  completed: 'green',
  cancelled: 'red',
};

/** A recipient's colour, the same in the badges, the counts and the progress bar's sections. */
export const RECIPIENT_COLORS: Record<OutboxState, MantineColor> = {
  queued: 'gray',
  sending: 'cyan',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
  skipped: 'yellow',
};

/** What can be done with a campaign in each status (the server's rules; others answer 409). */
export type CampaignAction = 'edit' | 'start' | 'pause' | 'resume' | 'cancel' | 'delete' | 'duplicate';

/** Any campaign can be duplicated: a new draft with its template, groups, devices and pacing. */
const ACTIONS: Record<CampaignStatus, readonly CampaignAction[]> = {
  draft: ['start', 'edit', 'duplicate', 'cancel', 'delete'],
  scheduled: ['pause', 'edit', 'duplicate', 'cancel'],
  running: ['pause', 'duplicate', 'cancel'],
  paused: ['resume', 'duplicate', 'cancel'],
  completed: ['duplicate', 'delete'],
  cancelled: ['duplicate', 'delete'],
};

export function actionsFor(status: CampaignStatus): readonly CampaignAction[] {
  return ACTIONS[status];
}
