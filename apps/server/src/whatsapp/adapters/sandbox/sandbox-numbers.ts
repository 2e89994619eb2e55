/**
 * The sandbox's idea of WhatsApp's directory: every valid number is on WhatsApp except those
 * ending in 000, so a campaign's "not on WhatsApp" path can be tried on purpose.
 */
export function isOnSandboxWhatsApp(phoneNumber: string): boolean {
  return /^\+\d{8,15}$/.test(phoneNumber) && !phoneNumber.endsWith('000');
}

/** A made-up Indonesian mobile number the sandbox phone page suggests (+62 899 …). */
export function suggestSandboxNumber(random: () => number = Math.random): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('');
  // Never one of the "not on WhatsApp" numbers.
  return `+62899${digits.endsWith('000') ? `${digits.slice(0, 7)}1` : digits}`;
}
