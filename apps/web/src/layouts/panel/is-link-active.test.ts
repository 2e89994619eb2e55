import { describe, expect, it } from 'vitest';
import { isLinkActive } from './is-link-active.ts';

describe('isLinkActive', () => {
  const devices = { to: '/app/c/wa-devices' };
  const contacts = { to: '/app/c/contacts', alsoActiveUnder: ['/app/c/contact-groups'] };

  it('matches the path itself and the pages below it', () => {
    expect(isLinkActive('/app/c/wa-devices', devices)).toBe(true);
    expect(isLinkActive('/app/c/wa-devices/warmup', devices)).toBe(true);
  });

  it('does not match a sibling that only shares a prefix', () => {
    expect(isLinkActive('/app/c/wa-devices-old', devices)).toBe(false);
    expect(isLinkActive('/app/c/contact-groups', { to: '/app/c/contact' })).toBe(false);
  });

  it('matches the extra paths a link claims', () => {
    expect(isLinkActive('/app/c/contact-groups', contacts)).toBe(true);
    expect(isLinkActive('/app/c/campaigns', contacts)).toBe(false);
  });
});
