import {
  CAMPAIGN_STATUS_REASONS,
  CAMPAIGN_STATUSES,
  DEVICE_REMOVAL_REASONS,
  OUTBOX_STATES,
  SKIP_REASONS,
} from '@siar/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/campaigns.en.json';

// The server's codes grow (a new reason a campaign stops for); each needs its text, or the page
// would show a bare key. The other languages follow English (locales.test.ts).
describe('the campaign texts', () => {
  it.each([
    ['statuses', CAMPAIGN_STATUSES],
    ['statusReasons', CAMPAIGN_STATUS_REASONS],
    ['recipientStates', OUTBOX_STATES],
    ['skipReasons', SKIP_REASONS],
  ] as const)('name every code of %s', (group, codes) => {
    expect(Object.keys(en.campaigns[group]).sort()).toEqual([...codes].sort());
  });

  it('explain every reason a device is taken out of the rotation', () => {
    expect(Object.keys(en.campaigns.devices.removedReasons).sort()).toEqual(
      [...DEVICE_REMOVAL_REASONS].sort(),
    );
  });
});
