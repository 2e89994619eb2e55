import { jidDecode } from 'baileys';

const E164 = /^\+[1-9]\d{6,14}$/;
const PN_SERVERS = new Set(['s.whatsapp.net', 'c.us']);
/** `lid@s.whatsapp.net` is what rc14 still produces for some LID senders (#2074). */
const LID_SERVERS = new Set(['lid', 'lid@s.whatsapp.net']);

/** `+6281234567890` → `6281234567890@s.whatsapp.net`; throws on anything that is not E.164. */
export function phoneToJid(e164: string): string {
  if (!E164.test(e164)) throw new Error(`not an E.164 phone number: ${e164}`);
  return `${e164.slice(1)}@s.whatsapp.net`;
}

/** The E.164 number of a phone-number JID (any device part), or null for anything else. */
export function jidToPhone(jid: string | null | undefined): string | null {
  const decoded = jid ? jidDecode(jid) : undefined;
  if (!decoded || !PN_SERVERS.has(decoded.server) || !/^\d+$/.test(decoded.user)) return null;
  const phone = `+${decoded.user}`;
  return E164.test(phone) ? phone : null;
}

/** A LID JID as `<digits>@lid`, without its device part, or null for anything else. */
export function normalizeLid(jid: string | null | undefined): string | null {
  const decoded = jid ? jidDecode(jid) : undefined;
  if (!decoded || !LID_SERVERS.has(decoded.server) || !/^\d+$/.test(decoded.user)) return null;
  return `${decoded.user}@lid`;
}
