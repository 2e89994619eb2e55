import { PHONE_PATTERN, renderTemplate, type SkipReason } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { enqueueCampaignRecipients } from '../../sending/index.ts';
import type { CampaignRow } from './campaigns.repo.ts';
import { recipientContactsQuery, setTotalRecipients } from './campaigns.repo.ts';

/** Rows written per statement when a campaign starts. */
const BATCH = 1000;

/** "typing…" before a message, as long as a person would take to type it (1-6 s). */
export function typingMsFor(text: string): number {
  return Math.min(6000, Math.max(1000, 600 + text.length * 40));
}

/**
 * Writes the campaign's recipients: one outbox row per contact of its groups (unique per
 * campaign and contact), each with its own message rendered now (variables, and one spintax
 * variant per recipient). No device yet: whichever device of the rotation is free takes the next
 * one. Opted-out contacts and numbers that are not valid are written as skipped, with the reason,
 * so the page accounts for everyone; with `skip_not_on_whatsapp`, so are contacts whose number the
 * last check found not on WhatsApp (the cache, whatever its age; unchecked numbers are sent). Runs
 * inside the caller's transaction: all or nothing.
 */
export async function materializeRecipients(
  tx: Database,
  campaign: CampaignRow,
  body: string,
  groupIds: string[],
  random: () => number = Math.random,
): Promise<number> {
  const contacts = await recipientContactsQuery(tx, campaign.accountId, groupIds);
  for (let start = 0; start < contacts.length; start += BATCH) {
    const batch = contacts.slice(start, start + BATCH).map((contact, i) => {
      const valid = PHONE_PATTERN.test(contact.phone);
      // A number the last check found not on WhatsApp is skipped from that answer, never sent.
      const notOnWhatsapp = campaign.skipNotOnWhatsapp && contact.onWhatsapp === false;
      const skip: SkipReason | null = contact.optedOutAt
        ? 'opted_out'
        : !valid
          ? 'invalid_number'
          : notOnWhatsapp
            ? 'not_on_whatsapp'
            : null;
      const text = renderTemplate(
        body,
        {
          name: contact.name,
          phone: contact.phone,
          email: contact.email,
          customFields: contact.customFields,
        },
        random,
      );
      return {
        accountId: campaign.accountId,
        campaignId: campaign.id,
        contactId: contact.id,
        seq: start + i,
        toPhone: contact.phone,
        text,
        mediaId: campaign.mediaId,
        typingMs: campaign.typing ? typingMsFor(text) : 0,
        state: skip ? ('skipped' as const) : ('queued' as const),
        failureReason: skip,
        failedAt: skip ? new Date() : null,
      };
    });
    await enqueueCampaignRecipients(tx, batch);
  }
  await setTotalRecipients(tx, campaign.id, contacts.length);
  return contacts.length;
}
