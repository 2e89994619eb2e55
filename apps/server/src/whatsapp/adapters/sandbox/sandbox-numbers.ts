/**
 * The sandbox's idea of WhatsApp's directory: every valid number is on WhatsApp except those
 * ending in 000, so a campaign's "not on WhatsApp" path can be tried on purpose.
 */
export function isOnSandboxWhatsApp(phoneNumber: string): boolean {
  return /^\+\d{8,15}$/.test(phoneNumber) && !phoneNumber.endsWith('000');
}

/**
 * Sandbox devices link only as numbers of a range that is never given to a phone: the UK's
 * drama range for mobiles, +44 7700 900000 to +44 7700 900999, which Ofcom keeps for films and
 * books and does not allocate. So a sandbox device can never hold a real customer's number, and
 * two accounts may each link the same test number (the numbers are unique per account).
 */
export const SANDBOX_NUMBER_PREFIX = '+447700900';

export function isSandboxTestNumber(phoneNumber: string): boolean {
  return (
    phoneNumber.startsWith(SANDBOX_NUMBER_PREFIX) &&
    /^\d{3}$/.test(phoneNumber.slice(SANDBOX_NUMBER_PREFIX.length))
  );
}

/** A test number the sandbox phone page suggests, from the reserved range. */
export function suggestSandboxNumber(random: () => number = Math.random): string {
  // Never one of the "not on WhatsApp" numbers (ending in 000).
  const last = 1 + Math.floor(random() * 999);
  return `${SANDBOX_NUMBER_PREFIX}${String(last).padStart(3, '0')}`;
}
